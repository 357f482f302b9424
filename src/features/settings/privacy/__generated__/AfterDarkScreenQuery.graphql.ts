/**
 * @generated SignedSource<<fa48a7b6acfb0d7b337bebb01ca31707>>
 * @relayHash 5ab0f1ca6408fbbee8d93bb8987d39b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dab6f0fd44f76bcdae79dbaefc9d8135ff8602e3015aaa16748eaee099a59b3d

import { ConcreteRequest } from 'relay-runtime';
export type AfterDarkScreenQuery$variables = Record<PropertyKey, never>;
export type AfterDarkScreenQuery$data = {
  readonly viewer: {
    readonly contentOptions: {
      readonly isAdOptIn: boolean;
    };
    readonly isAdult: boolean;
  };
};
export type AfterDarkScreenQuery = {
  response: AfterDarkScreenQuery$data;
  variables: AfterDarkScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdult",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentOptions",
  "kind": "LinkedField",
  "name": "contentOptions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdOptIn",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "AfterDarkScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AfterDarkScreenQuery",
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
          (v1/*:: as any*/),
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
    "id": "dab6f0fd44f76bcdae79dbaefc9d8135ff8602e3015aaa16748eaee099a59b3d",
    "metadata": {},
    "name": "AfterDarkScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6d78496b23a0c10da04163fe3e590b54";

export default node;
