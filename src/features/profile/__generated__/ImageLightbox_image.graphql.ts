/**
 * @generated SignedSource<<b5373033551d8b592ff2f61148d54d65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImageLightbox_image$data = {
  readonly hasLiked: boolean;
  readonly id: string;
  readonly image: {
    readonly contentRating: ContentRating;
    readonly uuid: string;
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
  "type": "ProfileImage",
  "abstractKey": null
};

(node as any).hash = "c2fee8e530f2ea35bcfe42e0dfa6498b";

export default node;
