/**
 * @generated SignedSource<<df3a3379627eb9e7e58b07d391d0f9a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SonaImagePicker_viewer$data = {
  readonly sonaImages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly image: {
          readonly url: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "SonaImagePicker_viewer";
};
export type SonaImagePicker_viewer$key = {
  readonly " $data"?: SonaImagePicker_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SonaImagePicker_viewer">;
};

import SonaImagePickerPaginationQuery_graphql from './SonaImagePickerPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "sonaImages"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 60,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
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
        "viewer"
      ],
      "operation": SonaImagePickerPaginationQuery_graphql
    }
  },
  "name": "SonaImagePicker_viewer",
  "selections": [
    {
      "alias": "sonaImages",
      "args": null,
      "concreteType": "ProfileImageConnection",
      "kind": "LinkedField",
      "name": "__SonaImagePicker_sonaImages_connection",
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
                          "value": 256
                        }
                      ],
                      "kind": "ScalarField",
                      "name": "url",
                      "storageKey": "url(width:256)"
                    }
                  ],
                  "storageKey": null
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "3aca16c3bd9da5f3c590ff48851ea85c";

export default node;
