/**
 * @generated SignedSource<<9096b7bf9972c5e146aece4754e2e208>>
 * @relayHash cb2faf7e27a3af0cd376d7357847f7dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b6f8b20b730659c4554284f4db545f2223566d1031f8f2440cf7266582c19a4

import { ConcreteRequest } from 'relay-runtime';
export type AccountProviderType = "APPLE" | "EMAIL" | "TELEGRAM" | "%future added value";
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
export type AccountScreenQuery$variables = Record<PropertyKey, never>;
export type AccountScreenQuery$data = {
  readonly viewer: {
    readonly accountProviders: ReadonlyArray<{
      readonly type: AccountProviderType;
      readonly value: string;
    }>;
    readonly profile: {
      readonly roles: ReadonlyArray<{
        readonly label: string;
        readonly name: Role;
      }>;
      readonly uuid: string;
    };
  };
};
export type AccountScreenQuery = {
  response: AccountScreenQuery$data;
  variables: AccountScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ProfileRole",
  "kind": "LinkedField",
  "name": "roles",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "AccountProvider",
  "kind": "LinkedField",
  "name": "accountProviders",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
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
    "name": "AccountScreenQuery",
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
            {
              "alias": null,
              "args": null,
              "concreteType": "Profile",
              "kind": "LinkedField",
              "name": "profile",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
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
    "name": "AccountScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5b6f8b20b730659c4554284f4db545f2223566d1031f8f2440cf7266582c19a4",
    "metadata": {},
    "name": "AccountScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2763b3090ba4154c0efd85fe92957454";

export default node;
