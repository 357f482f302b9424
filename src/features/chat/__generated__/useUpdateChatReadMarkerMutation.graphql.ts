/**
 * @generated SignedSource<<265f02db69c0b51df365cc9f5faff7ad>>
 * @relayHash b71c2c1b49b7e46cbc96e72dc638eafc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40ee3d5aa6d8ac0638166d221394f14f042a60fc0c39ecf840e79da4803bc6fe

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomReadMarkerUpdateInput = {
  roomId: string;
  seqId: number;
};
export type useUpdateChatReadMarkerMutation$variables = {
  input: ChatRoomReadMarkerUpdateInput;
};
export type useUpdateChatReadMarkerMutation$data = {
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
export type useUpdateChatReadMarkerMutation = {
  response: useUpdateChatReadMarkerMutation$data;
  variables: useUpdateChatReadMarkerMutation$variables;
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
    "name": "useUpdateChatReadMarkerMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateChatReadMarkerMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "40ee3d5aa6d8ac0638166d221394f14f042a60fc0c39ecf840e79da4803bc6fe",
    "metadata": {},
    "name": "useUpdateChatReadMarkerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99d9544301fbb043b03520d32a037575";

export default node;
