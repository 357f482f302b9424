/**
 * @generated SignedSource<<2c01a3ed7704b32c4922309b30036765>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImageLightbox_image$data = {
  readonly altText: string | null | undefined;
  readonly hasLiked: boolean;
  readonly id: string;
  readonly image: {
    readonly blurredUrl: string;
    readonly contentRating: ContentRating;
    readonly largeUrl: string;
  };
  readonly likeCount: number;
  readonly " $fragmentType": "ImageLightbox_image";
};
export type ImageLightbox_image$key = {
  readonly " $data"?: ImageLightbox_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImageLightbox_image">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImageLightbox_image",
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
      "name": "altText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasLiked",
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
          "alias": "largeUrl",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 1280
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:1280)"
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
  "type": "ProfileImage",
  "abstractKey": null
};

(node as any).hash = "ce0ff160cd7fb23bcffecb7ff420b698";

export default node;
