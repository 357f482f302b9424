/**
 * @generated SignedSource<<549e6ce00c51471828854de0202b5864>>
 * @relayHash dbe1cf755aa6eaacd2fb07e1097a32ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a8dd176ac5e3f2413af338a5b899c0edf9fb5db32f1fa3a6d717b66d98346cc

import { ConcreteRequest } from 'relay-runtime';
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
export type DebugFeatureFlagsQuery$variables = Record<PropertyKey, never>;
export type DebugFeatureFlagsQuery$data = {
  readonly featureFlags: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly enabledTargets: ReadonlyArray<Role>;
    readonly id: string;
    readonly key: string;
    readonly title: string;
  }>;
  readonly viewer: {
    readonly applicableTargets: ReadonlyArray<Role>;
  };
};
export type DebugFeatureFlagsQuery = {
  response: DebugFeatureFlagsQuery$data;
  variables: DebugFeatureFlagsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "FeatureFlag",
  "kind": "LinkedField",
  "name": "featureFlags",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabledTargets",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicableTargets",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "DebugFeatureFlagsQuery",
    "selections": [
      (v1/*:: as any*/),
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
            (v2/*:: as any*/)
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
    "name": "DebugFeatureFlagsQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3a8dd176ac5e3f2413af338a5b899c0edf9fb5db32f1fa3a6d717b66d98346cc",
    "metadata": {},
    "name": "DebugFeatureFlagsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da9c5c4ea5b8e6a69493e3ec4de973d4";

export default node;
