/**
 * @generated SignedSource<<57795ee450c867038302fd66924ab304>>
 * @relayHash 58fe705ec037d40d8a1ef333edfd0487
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3602bb5ef28bd832cecd69f6d78b2a59b55dcf95dc49e081bc5d96a4ce92e67

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatRoomActionMutationsLeaveMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatRoomActionMutationsLeaveMutation$data = {
  readonly chatRoomLeave: {
    readonly deletedRoomId: string;
    readonly viewer: {
      readonly chatRequestsCount: number;
      readonly chatsArchivedCount: number;
      readonly chatsUnreadCount: number;
      readonly id: string;
    };
  };
};
export type useChatRoomActionMutationsLeaveMutation = {
  response: useChatRoomActionMutationsLeaveMutation$data;
  variables: useChatRoomActionMutationsLeaveMutation$variables;
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
    "name": "chatRoomLeave",
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
            "name": "chatsUnreadCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chatsArchivedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chatRequestsCount",
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
    "name": "useChatRoomActionMutationsLeaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatRoomActionMutationsLeaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c3602bb5ef28bd832cecd69f6d78b2a59b55dcf95dc49e081bc5d96a4ce92e67",
    "metadata": {},
    "name": "useChatRoomActionMutationsLeaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1df9801ef536e32c243f34284b1608e";

export default node;
