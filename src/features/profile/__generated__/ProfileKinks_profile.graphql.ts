/**
 * @generated SignedSource<<fa9a8f412c0cdf1a3217b2408e63e0a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileKinks_profile$data = {
  readonly kinks: ReadonlyArray<{
    readonly kink: {
      readonly categoryName: string;
      readonly displayName: string;
      readonly id: string;
    };
    readonly pleasureGive: number | null | undefined;
    readonly pleasureReceive: number | null | undefined;
  }>;
  readonly " $fragmentType": "ProfileKinks_profile";
};
export type ProfileKinks_profile$key = {
  readonly " $data"?: ProfileKinks_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileKinks_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileKinks_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileKink",
      "kind": "LinkedField",
      "name": "kinks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pleasureGive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pleasureReceive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Kink",
          "kind": "LinkedField",
          "name": "kink",
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
              "name": "displayName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "categoryName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "6b2ab59250a307fc0d975040e8be0413";

export default node;
