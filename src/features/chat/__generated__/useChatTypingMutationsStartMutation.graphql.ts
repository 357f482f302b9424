/**
 * @generated SignedSource<<24571ff0a397b8dbad3f71f150c3b529>>
 * @relayHash 32acab1d6c6d23e6691c4cee34ad0c03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00bb5086b37e7dca805fe49558705257e1047e9cc0ae7b2626070a694b0df753

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatTypingMutationsStartMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatTypingMutationsStartMutation$data = {
  readonly chatRoomStartTyping: {
    readonly ok: boolean;
  };
};
export type useChatTypingMutationsStartMutation = {
  response: useChatTypingMutationsStartMutation$data;
  variables: useChatTypingMutationsStartMutation$variables;
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
    "name": "useChatTypingMutationsStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatTypingMutationsStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "00bb5086b37e7dca805fe49558705257e1047e9cc0ae7b2626070a694b0df753",
    "metadata": {},
    "name": "useChatTypingMutationsStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aa6ce034e8696456343f22028e995de4";

export default node;
