/**
 * @generated SignedSource<<d3afe4b028761c07ba4e5d6523de0bc2>>
 * @relayHash d21f066c595ad9375ebbb592a9d8ef05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8264b961941264ce47a8386ea36074d911c29c2596aa9a378bfa6e2fbf972d8c

import { ConcreteRequest } from 'relay-runtime';
export type PresenceSetInput = {
  isActive: boolean;
};
export type SetPresenceMutation$variables = {
  input: PresenceSetInput;
};
export type SetPresenceMutation$data = {
  readonly presenceSet: {
    readonly ok: boolean;
  };
};
export type SetPresenceMutation = {
  response: SetPresenceMutation$data;
  variables: SetPresenceMutation$variables;
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
    "concreteType": "PresenceSetPayload",
    "kind": "LinkedField",
    "name": "presenceSet",
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
    "name": "SetPresenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetPresenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8264b961941264ce47a8386ea36074d911c29c2596aa9a378bfa6e2fbf972d8c",
    "metadata": {},
    "name": "SetPresenceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02c28a0b975244eb2224e07f63a37b27";

export default node;
