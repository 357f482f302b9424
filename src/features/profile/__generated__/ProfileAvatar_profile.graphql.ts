/**
 * @generated SignedSource<<cd0bb86954788c4ab0835d33e6819af5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileAvatar_profile$data = {
  readonly bestRole: {
    readonly name: Role;
    readonly priority: number;
  } | null | undefined;
  readonly displayName: string;
  readonly primaryImage: {
    readonly image: {
      readonly blurredUrl: string;
      readonly contentRating: ContentRating;
      readonly url: string;
    };
  } | null | undefined;
  readonly primaryImageAd: {
    readonly image: {
      readonly blurredUrl: string;
      readonly contentRating: ContentRating;
      readonly url: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "ProfileAvatar_profile";
};
export type ProfileAvatar_profile$key = {
  readonly " $data"?: ProfileAvatar_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileAvatar_profile">;
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileAvatar_profile",
  "selections": [
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
          "name": "priority",
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

(node as any).hash = "68b24353aae72ee126b7237debc9095d";

export default node;
