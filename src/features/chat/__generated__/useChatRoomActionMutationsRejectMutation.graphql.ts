/**
 * @generated SignedSource<<28fc7d7e816e1aab9a52582f4aa39f9e>>
 * @relayHash a2a7a803b7dbac4f841acfc5f38cc739
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b85e70343ec94023f886e38000529a930c87bcdb4e41954e48b6cdd660163ee0

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatRoomActionMutationsRejectMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatRoomActionMutationsRejectMutation$data = {
  readonly chatRoomRequestReject: {
    readonly deletedRoomId: string;
    readonly viewer: {
      readonly chatRequestsCount: number;
      readonly chatsUnreadCount: number;
      readonly id: string;
    };
  };
};
export type useChatRoomActionMutationsRejectMutation = {
  response: useChatRoomActionMutationsRejectMutation$data;
  variables: useChatRoomActionMutationsRejectMutation$variables;
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
    "name": "useChatRoomActionMutationsRejectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatRoomActionMutationsRejectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b85e70343ec94023f886e38000529a930c87bcdb4e41954e48b6cdd660163ee0",
    "metadata": {},
    "name": "useChatRoomActionMutationsRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "153e30e443d75fc0943f28c3877a8b6b";

export default node;
