/**
 * @generated SignedSource<<b9f50120f2ac91554e00eecb8e1b8284>>
 * @relayHash 3e036f30c2f02f812a10d19a6045c3ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94ec28852e1e50f1a672214c22bb583603d08b2d48ae2fab8b64bc52acef6eed

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type ArchiveChatRoomMutation$variables = {
  input: ChatRoomIdInput;
};
export type ArchiveChatRoomMutation$data = {
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
export type ArchiveChatRoomMutation = {
  response: ArchiveChatRoomMutation$data;
  variables: ArchiveChatRoomMutation$variables;
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
    "name": "ArchiveChatRoomMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArchiveChatRoomMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "94ec28852e1e50f1a672214c22bb583603d08b2d48ae2fab8b64bc52acef6eed",
    "metadata": {},
    "name": "ArchiveChatRoomMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dff9dad4793e3502c2ab146ebd3e0409";

export default node;
