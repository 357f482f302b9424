/**
 * @generated SignedSource<<17031ae9914d77d435ad31f0179d5657>>
 * @relayHash d7880471ef0583a2931a9c5df9de4e11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d0184d1a4df663f18e5ba8def5fa5c8026c63b735dc898af056681e0b4c916f

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatTypingMutationsStopMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatTypingMutationsStopMutation$data = {
  readonly chatRoomStopTyping: {
    readonly ok: boolean;
  };
};
export type useChatTypingMutationsStopMutation = {
  response: useChatTypingMutationsStopMutation$data;
  variables: useChatTypingMutationsStopMutation$variables;
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
    "name": "useChatTypingMutationsStopMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatTypingMutationsStopMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9d0184d1a4df663f18e5ba8def5fa5c8026c63b735dc898af056681e0b4c916f",
    "metadata": {},
    "name": "useChatTypingMutationsStopMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "028eddb25ee8e57a36ffe1ae257cf53c";

export default node;
