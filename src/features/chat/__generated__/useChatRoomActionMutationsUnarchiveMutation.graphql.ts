/**
 * @generated SignedSource<<191957fbaa926d5ef9971f8b361a7f04>>
 * @relayHash 5b5d3c36da463ed4a9a8a44a3433ce1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5376eca08db98432d31a0af7549e8a96bb67b819fd3e3677d67f14ec7b9de2f7

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatRoomActionMutationsUnarchiveMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatRoomActionMutationsUnarchiveMutation$data = {
  readonly chatRoomUnarchive: {
    readonly room: {
      readonly id: string;
      readonly isArchived: boolean;
    };
    readonly viewer: {
      readonly chatsArchivedCount: number;
      readonly chatsUnreadCount: number;
      readonly id: string;
    };
  };
};
export type useChatRoomActionMutationsUnarchiveMutation = {
  response: useChatRoomActionMutationsUnarchiveMutation$data;
  variables: useChatRoomActionMutationsUnarchiveMutation$variables;
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
    "name": "chatRoomUnarchive",
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
            "name": "isArchived",
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
            "name": "chatsArchivedCount",
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
    "name": "useChatRoomActionMutationsUnarchiveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatRoomActionMutationsUnarchiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5376eca08db98432d31a0af7549e8a96bb67b819fd3e3677d67f14ec7b9de2f7",
    "metadata": {},
    "name": "useChatRoomActionMutationsUnarchiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0153b0a521ab6dcd3077c3a8d221d374";

export default node;
