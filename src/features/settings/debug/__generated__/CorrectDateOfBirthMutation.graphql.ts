/**
 * @generated SignedSource<<9135cede585939ced1fc0557e80a875a>>
 * @relayHash fb5f585e30f5316083d0f85a9ceb6856
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b6637c9b8d58a8f1d30d3911c11a6da7ca8e5a42ac8b94c8b87155af6ecac3e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CorrectDateOfBirthInput = {
  dateOfBirth: any;
  profileUuid: string;
  reason: string;
};
export type CorrectDateOfBirthMutation$variables = {
  input: CorrectDateOfBirthInput;
};
export type CorrectDateOfBirthMutation$data = {
  readonly correctDateOfBirth: {
    readonly record: {
      readonly " $fragmentSpreads": FragmentRefs<"DateOfBirthRecordCard_record">;
    };
  };
};
export type CorrectDateOfBirthMutation = {
  response: CorrectDateOfBirthMutation$data;
  variables: CorrectDateOfBirthMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CorrectDateOfBirthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CorrectDateOfBirthPayload",
        "kind": "LinkedField",
        "name": "correctDateOfBirth",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DateOfBirthRecord",
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DateOfBirthRecordCard_record"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CorrectDateOfBirthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CorrectDateOfBirthPayload",
        "kind": "LinkedField",
        "name": "correctDateOfBirth",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DateOfBirthRecord",
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profileUuid",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateOfBirth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "age",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isAdult",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DateOfBirthCorrection",
                "kind": "LinkedField",
                "name": "corrections",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correctedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correctedByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "oldDateOfBirth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "newDateOfBirth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6b6637c9b8d58a8f1d30d3911c11a6da7ca8e5a42ac8b94c8b87155af6ecac3e",
    "metadata": {},
    "name": "CorrectDateOfBirthMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0c2894bb73f0d1f838447e3de78b656e";

export default node;
