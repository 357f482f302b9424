/**
 * @generated SignedSource<<b8b593d196701003871355c1ec27866f>>
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
    readonly url: string;
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

(node as any).hash = "87d8de47d2a656f9ad7466ba8540be99";

export default node;
