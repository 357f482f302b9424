/**
 * @generated SignedSource<<c56c76f471a862ff84a6199301125d6f>>
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
      readonly isHard: boolean;
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isHard",
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

(node as any).hash = "c1f47e2069eecf74343b9bc1e6f97f3f";

export default node;
