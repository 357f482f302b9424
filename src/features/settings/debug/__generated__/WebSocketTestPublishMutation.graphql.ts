/**
 * @generated SignedSource<<54ad81570e638c15c8ab492d5ecfbd05>>
 * @relayHash c6269fd8d217a4317be34e5454c6525e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cae88b8afc600b3339e23e3bc1e903ddf35eac588248d60f38b1a708cbfe91c

import { ConcreteRequest } from 'relay-runtime';
export type PublishConnectionTestInput = {
  channel?: string;
  message?: string;
};
export type WebSocketTestPublishMutation$variables = {
  input: PublishConnectionTestInput;
};
export type WebSocketTestPublishMutation$data = {
  readonly publishConnectionTest: {
    readonly ok: boolean;
  };
};
export type WebSocketTestPublishMutation = {
  response: WebSocketTestPublishMutation$data;
  variables: WebSocketTestPublishMutation$variables;
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
    "concreteType": "PublishConnectionTestPayload",
    "kind": "LinkedField",
    "name": "publishConnectionTest",
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
    "name": "WebSocketTestPublishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebSocketTestPublishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9cae88b8afc600b3339e23e3bc1e903ddf35eac588248d60f38b1a708cbfe91c",
    "metadata": {},
    "name": "WebSocketTestPublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da307b8c0932776333c8736ac364dcd2";

export default node;
