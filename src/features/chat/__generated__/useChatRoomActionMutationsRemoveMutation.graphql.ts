/**
 * @generated SignedSource<<fc7eec5a5ae7005cb9448942754b2463>>
 * @relayHash 4a36b282f37b4fc7c2539ce4b169be70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24e05c777897975c722fd8f8b5956bc93798b50e0a1c71122ea1e8438793f438

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomRemoveInput = {
  deleteForOther?: boolean | null | undefined;
  roomId: string;
};
export type useChatRoomActionMutationsRemoveMutation$variables = {
  input: ChatRoomRemoveInput;
};
export type useChatRoomActionMutationsRemoveMutation$data = {
  readonly chatRoomRemove: {
    readonly deletedRoomId: string;
    readonly viewer: {
      readonly chatRequestsCount: number;
      readonly chatsArchivedCount: number;
      readonly chatsUnreadCount: number;
      readonly id: string;
    };
  };
};
export type useChatRoomActionMutationsRemoveMutation = {
  response: useChatRoomActionMutationsRemoveMutation$data;
  variables: useChatRoomActionMutationsRemoveMutation$variables;
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
    "name": "chatRoomRemove",
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
    "name": "useChatRoomActionMutationsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatRoomActionMutationsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "24e05c777897975c722fd8f8b5956bc93798b50e0a1c71122ea1e8438793f438",
    "metadata": {},
    "name": "useChatRoomActionMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4763b287d3ed3ee04071ef69f1dc508e";

export default node;
