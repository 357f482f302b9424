/**
 * @generated SignedSource<<60f8fbb51a3ea97dcb49b601a7835bb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DateOfBirthRecordCard_record$data = {
  readonly age: number | null | undefined;
  readonly corrections: ReadonlyArray<{
    readonly correctedAt: any;
    readonly correctedByName: string | null | undefined;
    readonly id: string;
    readonly newDateOfBirth: any;
    readonly oldDateOfBirth: any | null | undefined;
    readonly reason: string;
  }>;
  readonly dateOfBirth: any | null | undefined;
  readonly displayName: string;
  readonly id: string;
  readonly isAdult: boolean;
  readonly profileUuid: string;
  readonly " $fragmentType": "DateOfBirthRecordCard_record";
};
export type DateOfBirthRecordCard_record$key = {
  readonly " $data"?: DateOfBirthRecordCard_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"DateOfBirthRecordCard_record">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DateOfBirthRecordCard_record",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "DateOfBirthRecord",
  "abstractKey": null
};
})();

(node as any).hash = "5540c0d4b555485b4d2936ee8c23f565";

export default node;
