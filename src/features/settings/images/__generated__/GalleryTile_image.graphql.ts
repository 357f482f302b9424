/**
 * @generated SignedSource<<38ada37fe4ca0d6f1a1e8c8f1de359f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImageAccessPermission = "FRIENDS" | "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GalleryTile_image$data = {
  readonly accessPermission: ImageAccessPermission;
  readonly id: string;
  readonly image: {
    readonly blurHash: string;
    readonly uuid: string;
  };
  readonly isAd: boolean;
  readonly isPrimary: boolean;
  readonly " $fragmentType": "GalleryTile_image";
};
export type GalleryTile_image$key = {
  readonly " $data"?: GalleryTile_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"GalleryTile_image">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GalleryTile_image",
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
      "name": "isAd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrimary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accessPermission",
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
          "name": "blurHash",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProfileImage",
  "abstractKey": null
};

(node as any).hash = "d93bb7cf90f3de0333b109654fa27b9e";

export default node;
