/**
 * @generated SignedSource<<39b8b6fb0ad2f665165ee60bd8529551>>
 * @relayHash 2919829a069ca909ad5e3c576bbca92e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ca18174d1a636b81c285de98288edbeb248d43ff50eedbf87e63bd645cb7fce

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type LeaveChatRoomMutation$variables = {
  input: ChatRoomIdInput;
};
export type LeaveChatRoomMutation$data = {
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
export type LeaveChatRoomMutation = {
  response: LeaveChatRoomMutation$data;
  variables: LeaveChatRoomMutation$variables;
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
    "name": "LeaveChatRoomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LeaveChatRoomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2ca18174d1a636b81c285de98288edbeb248d43ff50eedbf87e63bd645cb7fce",
    "metadata": {},
    "name": "LeaveChatRoomMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56ac05c5ed942205cbd671b5ace93428";

export default node;
