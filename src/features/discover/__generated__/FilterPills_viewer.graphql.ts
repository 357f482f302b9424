/**
 * @generated SignedSource<<31c7e2ff05827b38c5d7fe3064486620>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FilterPills_viewer$data = {
  readonly contentOptions: {
    readonly isAdOptIn: boolean;
  };
  readonly isAdult: boolean;
  readonly profile: {
    readonly location: {
      readonly countryCode: string | null | undefined;
      readonly place: string | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "FilterPills_viewer";
};
export type FilterPills_viewer$key = {
  readonly " $data"?: FilterPills_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilterPills_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilterPills_viewer",
  "selections": [
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
      "concreteType": "ContentOptions",
      "kind": "LinkedField",
      "name": "contentOptions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isAdOptIn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileLocation",
          "kind": "LinkedField",
          "name": "location",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "place",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "countryCode",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8ad4d5df7e23f1db0a1b84250bbe2d9f";

export default node;
