/**
 * @generated SignedSource<<2f19dd7fca5fccaaeb7f0647ebb60c0b>>
 * @relayHash 082089e37d8452e8a4c400c36b3ed702
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3af1ef3233957abea2837b56e951e77cc48bcc10cf8064549d0114e56533c1f

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatRoomActionMutationsArchiveMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatRoomActionMutationsArchiveMutation$data = {
  readonly chatRoomArchive: {
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
export type useChatRoomActionMutationsArchiveMutation = {
  response: useChatRoomActionMutationsArchiveMutation$data;
  variables: useChatRoomActionMutationsArchiveMutation$variables;
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
    "name": "chatRoomArchive",
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
    "name": "useChatRoomActionMutationsArchiveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatRoomActionMutationsArchiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c3af1ef3233957abea2837b56e951e77cc48bcc10cf8064549d0114e56533c1f",
    "metadata": {},
    "name": "useChatRoomActionMutationsArchiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "578bb96a17849b63e3cf9420930ee901";

export default node;
