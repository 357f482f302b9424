/**
 * @generated SignedSource<<ebd75a6291d3a49860b353674c478681>>
 * @relayHash 338518185e93e9d30010c34ca531a4a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 023ebfe2244672d042f77f2cf63a737568abe93a66d5f04f5fc0539648afdb6f

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type StartChatTypingMutation$variables = {
  input: ChatRoomIdInput;
};
export type StartChatTypingMutation$data = {
  readonly chatRoomStartTyping: {
    readonly ok: boolean;
  };
};
export type StartChatTypingMutation = {
  response: StartChatTypingMutation$data;
  variables: StartChatTypingMutation$variables;
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
    "concreteType": "ChatRoomTypingPayload",
    "kind": "LinkedField",
    "name": "chatRoomStartTyping",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "StartChatTypingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StartChatTypingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "023ebfe2244672d042f77f2cf63a737568abe93a66d5f04f5fc0539648afdb6f",
    "metadata": {},
    "name": "StartChatTypingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7d9f8e58073131052f205fd08de981d";

export default node;
