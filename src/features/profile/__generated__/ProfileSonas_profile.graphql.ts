/**
 * @generated SignedSource<<93ab83334e5b7826da72d328af87f2af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileSonas_profile$data = {
  readonly displayName: string;
  readonly sonas: ReadonlyArray<{
    readonly displayName: string;
    readonly hasFursuit: boolean;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly id: string;
      readonly image: {
        readonly blurredUrl: string;
        readonly contentRating: ContentRating;
        readonly url: string;
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
  "name": "displayName",
  "storageKey": null
},
v1 = {
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
  "name": "ProfileSonas_profile",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Sona",
      "kind": "LinkedField",
      "name": "sonas",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
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
            (v0/*:: as any*/)
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
            (v1/*:: as any*/),
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
                  "name": "contentRating",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": [
                    {
                      "kind": "Literal",
                      "name": "width",
                      "value": 374
                    }
                  ],
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": "url(width:374)"
                },
                {
                  "alias": "blurredUrl",
                  "args": [
                    {
                      "kind": "Literal",
                      "name": "blur",
                      "value": true
                    },
                    {
                      "kind": "Literal",
                      "name": "width",
                      "value": 256
                    }
                  ],
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": "url(blur:true,width:256)"
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

(node as any).hash = "ee9eb21390849501bc5354ecb0e92e1a";

export default node;
