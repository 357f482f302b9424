/**
 * @generated SignedSource<<72eebdfa75ae48f3b06eb018abeca0ef>>
 * @relayHash 33310502254921dbd5e2dbfcfaf26ae7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ae1ded9005fbfca80aea1e5e09101f9402429af510bc25494fdd231d0cbd9c0

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type UnarchiveChatRoomMutation$variables = {
  input: ChatRoomIdInput;
};
export type UnarchiveChatRoomMutation$data = {
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
export type UnarchiveChatRoomMutation = {
  response: UnarchiveChatRoomMutation$data;
  variables: UnarchiveChatRoomMutation$variables;
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
    "name": "UnarchiveChatRoomMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnarchiveChatRoomMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5ae1ded9005fbfca80aea1e5e09101f9402429af510bc25494fdd231d0cbd9c0",
    "metadata": {},
    "name": "UnarchiveChatRoomMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee00757a676b1ed6fd3a76c43fa339c9";

export default node;
