/**
 * @generated SignedSource<<f02d343e56cd7ef3c8e8b0e9d7369615>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileGallery_profile$data = {
  readonly displayName: string;
  readonly id: string;
  readonly images: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly altText: string | null | undefined;
        readonly id: string;
        readonly image: {
          readonly blurredUrl: string;
          readonly contentRating: ContentRating;
          readonly url: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"ImageLightbox_image">;
      };
    }>;
  };
  readonly isViewer: boolean;
  readonly uuid: string;
  readonly " $fragmentType": "ProfileGallery_profile";
};
export type ProfileGallery_profile$key = {
  readonly " $data"?: ProfileGallery_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileGallery_profile">;
};

import ProfileGalleryPaginationQuery_graphql from './ProfileGalleryPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "images"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "isAd"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProfileGalleryPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProfileGallery_profile",
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
      "name": "isViewer",
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
      "alias": "images",
      "args": [
        {
          "kind": "Variable",
          "name": "isAd",
          "variableName": "isAd"
        }
      ],
      "concreteType": "ProfileImageConnection",
      "kind": "LinkedField",
      "name": "__ProfileGallery_images_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImageEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ProfileImage",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
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
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ImageLightbox_image"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "299394df343b4b1b888fa5f5fb9f508c";

export default node;
