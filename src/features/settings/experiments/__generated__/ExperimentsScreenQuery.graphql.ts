/**
 * @generated SignedSource<<85ad4182332c981953868a44a48fa372>>
 * @relayHash 9c0680fc403c3280500e600f9e1a3795
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f83e9cc6b57218def5ecf71f971dee082885859f42dfd4f8c7b533b0eac2ffdf

import { ConcreteRequest } from 'relay-runtime';
export type ExperimentType = "PUBLIC" | "SUPPORTER" | "TEAM" | "%future added value";
export type ExperimentsScreenQuery$variables = Record<PropertyKey, never>;
export type ExperimentsScreenQuery$data = {
  readonly experiments: ReadonlyArray<{
    readonly control: string;
    readonly id: string;
    readonly key: string;
    readonly name: string;
    readonly treatments: ReadonlyArray<{
      readonly description: string;
      readonly id: string;
    }>;
    readonly type: ExperimentType;
  }>;
  readonly viewer: {
    readonly isDeveloper: boolean;
    readonly isSupporter: boolean;
  } | null | undefined;
};
export type ExperimentsScreenQuery = {
  response: ExperimentsScreenQuery$data;
  variables: ExperimentsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeveloper",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSupporter",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Experiment",
  "kind": "LinkedField",
  "name": "experiments",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "control",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExperimentTreatment",
      "kind": "LinkedField",
      "name": "treatments",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExperimentsScreenQuery",
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExperimentsScreenQuery",
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "id": "f83e9cc6b57218def5ecf71f971dee082885859f42dfd4f8c7b533b0eac2ffdf",
    "metadata": {},
    "name": "ExperimentsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df075bdcd58063f66bf12e4abc3e08a4";

export default node;
