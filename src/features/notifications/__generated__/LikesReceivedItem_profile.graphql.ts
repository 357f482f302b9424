/**
 * @generated SignedSource<<3b5d2dac11c7d36dbcd4f1735e40fe83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikesReceivedItem_profile$data = {
  readonly displayName: string;
  readonly primaryImage: {
    readonly image: {
      readonly url: string;
    };
  } | null | undefined;
  readonly uuid: string;
  readonly " $fragmentSpreads": FragmentRefs<"RelationButton_profile">;
  readonly " $fragmentType": "LikesReceivedItem_profile";
};
export type LikesReceivedItem_profile$key = {
  readonly " $data"?: LikesReceivedItem_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikesReceivedItem_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikesReceivedItem_profile",
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
      "concreteType": "ProfileImage",
      "kind": "LinkedField",
      "name": "primaryImage",
      "plural": false,
      "selections": [
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
                  "value": 64
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:64)"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelationButton_profile"
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "1e26d8e174228ecc6d408982a82c1431";

export default node;
