/**
 * @generated SignedSource<<eb01289fdad20475f168a45ce5c75f08>>
 * @relayHash c8254e312c08d865a15516fd57a2ce95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93be52bfb6be3df33c8df05bf233ec37673dd3a141035b6abe51e20b708076f8

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type StopChatTypingMutation$variables = {
  input: ChatRoomIdInput;
};
export type StopChatTypingMutation$data = {
  readonly chatRoomStopTyping: {
    readonly ok: boolean;
  };
};
export type StopChatTypingMutation = {
  response: StopChatTypingMutation$data;
  variables: StopChatTypingMutation$variables;
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
    "name": "chatRoomStopTyping",
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
    "name": "StopChatTypingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StopChatTypingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "93be52bfb6be3df33c8df05bf233ec37673dd3a141035b6abe51e20b708076f8",
    "metadata": {},
    "name": "StopChatTypingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ef6f495c8457b8c898f0beeeaa744d00";

export default node;
