/**
 * @generated SignedSource<<01eb2b2039d8a0d752013817e79e5495>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImagePickerDialog_viewer$data = {
  readonly pickerImages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly image: {
          readonly previewUrl: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "ImagePickerDialog_viewer";
};
export type ImagePickerDialog_viewer$key = {
  readonly " $data"?: ImagePickerDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImagePickerDialog_viewer">;
};

import ImagePickerDialogPaginationQuery_graphql from './ImagePickerDialogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "pickerImages"
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
        "viewer"
      ],
      "operation": ImagePickerDialogPaginationQuery_graphql
    }
  },
  "name": "ImagePickerDialog_viewer",
  "selections": [
    {
      "alias": "pickerImages",
      "args": [
        {
          "kind": "Variable",
          "name": "isAd",
          "variableName": "isAd"
        }
      ],
      "concreteType": "ProfileImageConnection",
      "kind": "LinkedField",
      "name": "__ImagePickerDialog_pickerImages_connection",
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
                      "alias": "previewUrl",
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

(node as any).hash = "7e196a3a95667b4e48862d04870bccd5";

export default node;
