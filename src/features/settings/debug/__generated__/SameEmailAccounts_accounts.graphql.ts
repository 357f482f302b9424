/**
 * @generated SignedSource<<545b8a71a907c983111baf1ded9dd0cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SameEmailAccounts_accounts$data = ReadonlyArray<{
  readonly deletedAt: string | null | undefined;
  readonly suspendedAt: string | null | undefined;
  readonly suspendedUntil: string | null | undefined;
  readonly suspensionReason: string | null | undefined;
  readonly uuid: string;
  readonly " $fragmentType": "SameEmailAccounts_accounts";
}>;
export type SameEmailAccounts_accounts$key = ReadonlyArray<{
  readonly " $data"?: SameEmailAccounts_accounts$data;
  readonly " $fragmentSpreads": FragmentRefs<"SameEmailAccounts_accounts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SameEmailAccounts_accounts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uuid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspensionReason",
      "storageKey": null
    }
  ],
  "type": "ModeratedProfile",
  "abstractKey": null
};

(node as any).hash = "b2dac8945eeb30c3477f4cea2e45e897";

export default node;
