/**
 * @generated SignedSource<<aa973aaa56867f0afd25596586e75ce2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
export type GroupViewerStatus = "BANNED" | "MEMBER" | "NONE" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupCard_group$data = {
  readonly displayName: string;
  readonly distance: number | null | undefined;
  readonly image: {
    readonly blurredUrl: string;
    readonly contentRating: ContentRating;
    readonly url: string;
  } | null | undefined;
  readonly isAd: boolean;
  readonly isVerified: boolean;
  readonly memberCount: number;
  readonly place: {
    readonly countryCode: string;
    readonly place: string;
  } | null | undefined;
  readonly uuid: string;
  readonly viewerStatus: GroupViewerStatus;
  readonly " $fragmentType": "GroupCard_group";
};
export type GroupCard_group$key = {
  readonly " $data"?: GroupCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupCard_group",
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
      "kind": "ScalarField",
      "name": "isAd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "place",
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
              "value": 128
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:128)"
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
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "69eb1937607acc2b79c7c057392f789c";

export default node;
