/**
 * @generated SignedSource<<d360d10bbe413f1f1de920886a5606a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Behaviour = "DOMINANT" | "SUBMISSIVE" | "VERSATILE" | "%future added value";
export type SafeSex = "ALWAYS" | "MOSTLY" | "NEVER" | "%future added value";
export type SexPosition = "BOTTOM" | "TOP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdProfileTab_viewer$data = {
  readonly profile: {
    readonly bioAd: {
      readonly behaviour: Behaviour | null | undefined;
      readonly biography: string | null | undefined;
      readonly canHost: boolean | null | undefined;
      readonly safeSex: SafeSex | null | undefined;
      readonly sexPositions: ReadonlyArray<SexPosition>;
    } | null | undefined;
    readonly headerImageAd: {
      readonly id: string;
      readonly image: {
        readonly previewUrl: string;
      };
    } | null | undefined;
    readonly primaryImageAd: {
      readonly id: string;
      readonly image: {
        readonly previewUrl: string;
      };
    } | null | undefined;
  };
  readonly " $fragmentType": "AdProfileTab_viewer";
};
export type AdProfileTab_viewer$key = {
  readonly " $data"?: AdProfileTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdProfileTab_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "concreteType": "UploadedImage",
    "kind": "LinkedField",
    "name": "image",
    "plural": false,
    "selections": [
      {
        "alias": "previewUrl",
        "args": [
          {
            "kind": "Literal",
            "name": "width",
            "value": 256
          }
        ],
        "kind": "ScalarField",
        "name": "url",
        "storageKey": "url(width:256)"
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdProfileTab_viewer",
  "selections": [
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
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "headerImageAd",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "primaryImageAd",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BioAd",
          "kind": "LinkedField",
          "name": "bioAd",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "biography",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sexPositions",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "behaviour",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "safeSex",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canHost",
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
})();

(node as any).hash = "8396c9c3d0b9599c7dd6f6e2fa7b150b";

export default node;
