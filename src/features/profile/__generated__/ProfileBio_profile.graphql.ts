/**
 * @generated SignedSource<<d334509e0bf03dd3776e0d0a449e481b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileBio_profile$data = {
  readonly bio: {
    readonly biography: string | null | undefined;
    readonly hobbies: ReadonlyArray<{
      readonly interest: {
        readonly id: string;
        readonly interest: string;
      };
    }>;
    readonly interests: ReadonlyArray<{
      readonly id: string;
      readonly interest: string;
    }>;
  } | null | undefined;
  readonly bioAd: {
    readonly biography: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ProfileBio_profile";
};
export type ProfileBio_profile$key = {
  readonly " $data"?: ProfileBio_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileBio_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "biography",
  "storageKey": null
},
v1 = [
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
    "name": "interest",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileBio_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Bio",
      "kind": "LinkedField",
      "name": "bio",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Interest",
          "kind": "LinkedField",
          "name": "interests",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Hobby",
          "kind": "LinkedField",
          "name": "hobbies",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Interest",
              "kind": "LinkedField",
              "name": "interest",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "930941598e148b4d62df112a81730899";

export default node;
