/**
 * @generated SignedSource<<516735c134aa652ea20a0663c6a9fcee>>
 * @relayHash 41114650296e8dae4ababef74acbd1b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44d71be3c48c9070232105407e8661c3ee8da7852973e3abdcc2916aad67c533

import { ConcreteRequest } from 'relay-runtime';
export type ContentOptionsScreenQuery$variables = Record<PropertyKey, never>;
export type ContentOptionsScreenQuery$data = {
  readonly viewer: {
    readonly contentOptions: {
      readonly isAdOptIn: boolean;
      readonly isExplicitContentOptIn: boolean;
      readonly isHardContentOptIn: boolean;
    };
    readonly isAdult: boolean;
    readonly profile: {
      readonly isHidden: boolean;
      readonly uuid: string;
    };
  };
};
export type ContentOptionsScreenQuery = {
  response: ContentOptionsScreenQuery$data;
  variables: ContentOptionsScreenQuery$variables;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExplicitContentOptIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHardContentOptIn",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isHidden",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentOptionsScreenQuery",
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Profile",
              "kind": "LinkedField",
              "name": "profile",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
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
    "name": "ContentOptionsScreenQuery",
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
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "44d71be3c48c9070232105407e8661c3ee8da7852973e3abdcc2916aad67c533",
    "metadata": {},
    "name": "ContentOptionsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ac66fa9ce2726f5c04587e4a7b3810f2";

export default node;
