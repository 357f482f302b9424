/**
 * @generated SignedSource<<ee1b18d0df803d9c7e7aa810a85b0531>>
 * @relayHash 1e0293c57a7afd291ac17e4981451358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ceffe4be2cd2e72d3f57b334fa8f1438e16c99b203f3b55a89691da407708f9

import { ConcreteRequest } from 'relay-runtime';
export type ExperimentTreatmentSetInput = {
  key: string;
  treatment: string;
};
export type SetExperimentTreatmentMutation$variables = {
  input: ExperimentTreatmentSetInput;
};
export type SetExperimentTreatmentMutation$data = {
  readonly experimentTreatmentSet: {
    readonly experiment: {
      readonly id: string;
      readonly viewerTreatment: string | null | undefined;
    };
  };
};
export type SetExperimentTreatmentMutation = {
  response: SetExperimentTreatmentMutation$data;
  variables: SetExperimentTreatmentMutation$variables;
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
    "concreteType": "ExperimentTreatmentSetPayload",
    "kind": "LinkedField",
    "name": "experimentTreatmentSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Experiment",
        "kind": "LinkedField",
        "name": "experiment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerTreatment",
            "storageKey": null
          }
        ],
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
    "name": "SetExperimentTreatmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetExperimentTreatmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0ceffe4be2cd2e72d3f57b334fa8f1438e16c99b203f3b55a89691da407708f9",
    "metadata": {},
    "name": "SetExperimentTreatmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a3efd09eafce363233847a8d3c35887";

export default node;
