/**
 * @generated SignedSource<<2faf6e5ad8fdc78c88d026e191899f79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileCard_profile$data = {
  readonly bestRole: {
    readonly label: string;
    readonly name: Role;
  } | null | undefined;
  readonly displayName: string;
  readonly primaryImage: {
    readonly image: {
      readonly blurHash: string;
      readonly blurredUrl: string;
      readonly contentRating: ContentRating;
      readonly url: string;
    };
  } | null | undefined;
  readonly primaryImageAd: {
    readonly image: {
      readonly blurHash: string;
      readonly blurredUrl: string;
      readonly contentRating: ContentRating;
      readonly url: string;
    };
  } | null | undefined;
  readonly uuid: string;
  readonly " $fragmentType": "ProfileCard_profile";
};
export type ProfileCard_profile$key = {
  readonly " $data"?: ProfileCard_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_profile">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "blurHash",
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCard_profile",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
      "kind": "LinkedField",
      "name": "bestRole",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileImage",
      "kind": "LinkedField",
      "name": "primaryImage",
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
    }
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "8c69e5e434d0bc41576763c17d2be370";

export default node;
