/**
 * @generated SignedSource<<3c14841228434b1b4d204adef4dfe42b>>
 * @relayHash 83b06ab8fb82228ecd7881adc0d4bf59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21999f2b6538f369ea922532eee6cd1d6f61246b6ddf63a8eb4e0096092c6c6d

import { ConcreteRequest } from 'relay-runtime';
export type SessionCheckQuery$variables = Record<PropertyKey, never>;
export type SessionCheckQuery$data = {
  readonly viewer: {
    readonly __typename: "Viewer";
  } | null | undefined;
};
export type SessionCheckQuery = {
  response: SessionCheckQuery$data;
  variables: SessionCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionCheckQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionCheckQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "21999f2b6538f369ea922532eee6cd1d6f61246b6ddf63a8eb4e0096092c6c6d",
    "metadata": {},
    "name": "SessionCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c438f908ab972b0658099c509865bc05";

export default node;
