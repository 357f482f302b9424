/**
 * @generated SignedSource<<d36fd6178d8ca89a8633bbe673c7b530>>
 * @relayHash bdc97d1fd5286ab4ec01aa7df7954cde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3eccb4684ff330e561fff9c91b369da89201037921c68712a77ee0cd32675a1d

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type RejectChatRequestMutation$variables = {
  input: ChatRoomIdInput;
};
export type RejectChatRequestMutation$data = {
  readonly chatRoomRequestReject: {
    readonly deletedRoomId: string;
    readonly viewer: {
      readonly chatRequestsCount: number;
      readonly chatsUnreadCount: number;
      readonly id: string;
    };
  };
};
export type RejectChatRequestMutation = {
  response: RejectChatRequestMutation$data;
  variables: RejectChatRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChatRoomRemovePayload",
    "kind": "LinkedField",
    "name": "chatRoomRequestReject",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRoomId",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
    "name": "RejectChatRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RejectChatRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3eccb4684ff330e561fff9c91b369da89201037921c68712a77ee0cd32675a1d",
    "metadata": {},
    "name": "RejectChatRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b90b617a36cd24363b465d3ddaf38b2d";

export default node;
