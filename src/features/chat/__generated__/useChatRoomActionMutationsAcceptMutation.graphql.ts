/**
 * @generated SignedSource<<17062b5f0265461a5960a3ff1d07cabb>>
 * @relayHash 97a103e19cb3296f4717f0599ad8524d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e4e2cd67fcc4d54fce4a0d4c7b6420787e072adeb15b018c65bc30b4f954051

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomStatus = "INVITED" | "JOINED" | "LEFT" | "%future added value";
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatRoomActionMutationsAcceptMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatRoomActionMutationsAcceptMutation$data = {
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
export type useChatRoomActionMutationsAcceptMutation = {
  response: useChatRoomActionMutationsAcceptMutation$data;
  variables: useChatRoomActionMutationsAcceptMutation$variables;
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
    "name": "useChatRoomActionMutationsAcceptMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatRoomActionMutationsAcceptMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6e4e2cd67fcc4d54fce4a0d4c7b6420787e072adeb15b018c65bc30b4f954051",
    "metadata": {},
    "name": "useChatRoomActionMutationsAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5fd8a9e6a8adc8d4bb1adae314204d39";

export default node;
