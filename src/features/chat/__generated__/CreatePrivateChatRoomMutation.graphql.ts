/**
 * @generated SignedSource<<e513aa25c4fab326d6c087cf7953af43>>
 * @relayHash 71d367e920006f9116724868d023a759
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9f96ec45c5f2bc90369762cf1e55ff30fa1cc48ae3f43aa6f95c44606963443

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomCreatePrivateInput = {
  profileUuid: string;
};
export type CreatePrivateChatRoomMutation$variables = {
  input: ChatRoomCreatePrivateInput;
};
export type CreatePrivateChatRoomMutation$data = {
  readonly chatRoomCreatePrivate: {
    readonly room: {
      readonly id: string;
      readonly uuid: string;
    };
  };
};
export type CreatePrivateChatRoomMutation = {
  response: CreatePrivateChatRoomMutation$data;
  variables: CreatePrivateChatRoomMutation$variables;
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
    "name": "CreatePrivateChatRoomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreatePrivateChatRoomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a9f96ec45c5f2bc90369762cf1e55ff30fa1cc48ae3f43aa6f95c44606963443",
    "metadata": {},
    "name": "CreatePrivateChatRoomMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "44668020f43f70b50503ad1c365c6b48";

export default node;
