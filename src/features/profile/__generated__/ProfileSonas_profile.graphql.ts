/**
 * @generated SignedSource<<19e503ad52856a54ee2a73b609b40f8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileSonas_profile$data = {
  readonly sonas: ReadonlyArray<{
    readonly displayName: string;
    readonly hasFursuit: boolean;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly id: string;
      readonly image: {
        readonly contentRating: ContentRating;
        readonly uuid: string;
      };
      readonly isAd: boolean;
    }>;
    readonly species: {
      readonly displayName: string;
    };
  }>;
  readonly " $fragmentType": "ProfileSonas_profile";
};
export type ProfileSonas_profile$key = {
  readonly " $data"?: ProfileSonas_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSonas_profile">;
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
  "name": "displayName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSonas_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Sona",
      "kind": "LinkedField",
      "name": "sonas",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasFursuit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Species",
          "kind": "LinkedField",
          "name": "species",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "images",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isAd",
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
                  "name": "contentRating",
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
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "314b47d5c9bbd3866c7aea0c8b644ae3";

export default node;
