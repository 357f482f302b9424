/**
 * @generated SignedSource<<6b9d6fe42ef8ff6c03bf0736026133c2>>
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
    readonly correctedAt: string;
    readonly correctedByName: string | null | undefined;
    readonly id: string;
    readonly newDateOfBirth: string;
    readonly oldDateOfBirth: string | null | undefined;
    readonly profileUuid: string;
    readonly reason: string;
  }>;
  readonly dateOfBirth: string | null | undefined;
  readonly displayName: string;
  readonly id: string;
  readonly isAdult: boolean;
  readonly profileUuid: string;
  readonly sameEmailAccounts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SameEmailAccounts_accounts">;
  }>;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profileUuid",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DateOfBirthRecordCard_record",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
        (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedProfile",
      "kind": "LinkedField",
      "name": "sameEmailAccounts",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SameEmailAccounts_accounts"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DateOfBirthRecord",
  "abstractKey": null
};
})();

(node as any).hash = "d50191bc11230945500828c13bdba1b4";

export default node;
