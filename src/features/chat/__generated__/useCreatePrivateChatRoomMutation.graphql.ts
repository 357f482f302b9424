/**
 * @generated SignedSource<<e026e815be1c93c1ae349125ae6a8706>>
 * @relayHash bcf754d720abc934c3fc239d58783952
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e321513bfbf4a54ae7fd71621a1b36f0e5d7fdf6df9002ef508000b81cc895d4

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomCreatePrivateInput = {
  profileUuid: string;
};
export type useCreatePrivateChatRoomMutation$variables = {
  input: ChatRoomCreatePrivateInput;
};
export type useCreatePrivateChatRoomMutation$data = {
  readonly chatRoomCreatePrivate: {
    readonly room: {
      readonly id: string;
      readonly uuid: string;
    };
  };
};
export type useCreatePrivateChatRoomMutation = {
  response: useCreatePrivateChatRoomMutation$data;
  variables: useCreatePrivateChatRoomMutation$variables;
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
    "concreteType": "ChatRoomPayload",
    "kind": "LinkedField",
    "name": "chatRoomCreatePrivate",
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
            "name": "uuid",
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
    "name": "useCreatePrivateChatRoomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePrivateChatRoomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e321513bfbf4a54ae7fd71621a1b36f0e5d7fdf6df9002ef508000b81cc895d4",
    "metadata": {},
    "name": "useCreatePrivateChatRoomMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82ce9f5d58dec25dead744792b65ce33";

export default node;
