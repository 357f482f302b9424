/**
 * @generated SignedSource<<fdc94ff408bf7170698a49971fd4c874>>
 * @relayHash 8af05a525dbd4b3459a23d358285594e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65a14bd8d080c5133ccb9bdab74b074defba3e8a5256adc03c4ae254c01abe05

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomStatus = "INVITED" | "JOINED" | "LEFT" | "%future added value";
export type ChatRoomIdInput = {
  roomId: string;
};
export type AcceptChatRequestMutation$variables = {
  input: ChatRoomIdInput;
};
export type AcceptChatRequestMutation$data = {
  readonly chatRoomRequestAccept: {
    readonly room: {
      readonly id: string;
      readonly status: ChatRoomStatus;
    };
    readonly viewer: {
      readonly chatRequestsCount: number;
      readonly chatsUnreadCount: number;
      readonly id: string;
    };
  };
};
export type AcceptChatRequestMutation = {
  response: AcceptChatRequestMutation$data;
  variables: AcceptChatRequestMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChatRoomPayload",
    "kind": "LinkedField",
    "name": "chatRoomRequestAccept",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "room",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chatRequestsCount",
            "storageKey": null
          },
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
    "name": "AcceptChatRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AcceptChatRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "65a14bd8d080c5133ccb9bdab74b074defba3e8a5256adc03c4ae254c01abe05",
    "metadata": {},
    "name": "AcceptChatRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad25a4543c4961c199a27cd09f6570e7";

export default node;
