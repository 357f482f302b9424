/**
 * @generated SignedSource<<48d76433b247750128e4901d6c9e471d>>
 * @relayHash 0167cba2396a77e6fd3b9ef8e2c36946
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2be8c9d294cc33a406b9e73e5ab61fdc12afa5d0b36c7f6a9c0829a1d34d5815

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomReadMarkerUpdateInput = {
  roomId: string;
  seqId: number;
};
export type UpdateChatReadMarkerMutation$variables = {
  input: ChatRoomReadMarkerUpdateInput;
};
export type UpdateChatReadMarkerMutation$data = {
  readonly chatRoomReadMarkerUpdate: {
    readonly lastReadSeqId: number;
    readonly room: {
      readonly id: string;
      readonly lastReadSeqId: number;
      readonly unreadCount: number;
    };
    readonly viewer: {
      readonly chatsUnreadCount: number;
      readonly id: string;
    };
  };
};
export type UpdateChatReadMarkerMutation = {
  response: UpdateChatReadMarkerMutation$data;
  variables: UpdateChatReadMarkerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastReadSeqId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChatRoomReadMarkerUpdatePayload",
    "kind": "LinkedField",
    "name": "chatRoomReadMarkerUpdate",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "room",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chatsUnreadCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateChatReadMarkerMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateChatReadMarkerMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "2be8c9d294cc33a406b9e73e5ab61fdc12afa5d0b36c7f6a9c0829a1d34d5815",
    "metadata": {},
    "name": "UpdateChatReadMarkerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d74d193825ac74471948f61db477094";

export default node;
