/**
 * @generated SignedSource<<eec97685f2d47e8b1a4992a7f21730ea>>
 * @relayHash 922e862ff74cdfb244e9aa0b0b6af7ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36654cacc39e89fe68eee29da1788aac70aa6d32c5cd7f8b753f1643424e28f9

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
      readonly key: string;
    }>;
    readonly type: ExperimentType;
    readonly viewerTreatment: string | null | undefined;
  }>;
  readonly viewer: {
    readonly isDeveloper: boolean;
    readonly isSupporter: boolean;
  };
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
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Experiment",
  "kind": "LinkedField",
  "name": "experiments",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "viewerTreatment",
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
        (v3/*:: as any*/),
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
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "ExperimentsScreenQuery",
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
      },
      (v4/*:: as any*/)
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
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "36654cacc39e89fe68eee29da1788aac70aa6d32c5cd7f8b753f1643424e28f9",
    "metadata": {},
    "name": "ExperimentsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "35bfd6d274b5235a459eb96a893a3e8d";

export default node;
