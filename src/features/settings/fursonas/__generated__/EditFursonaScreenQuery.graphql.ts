/**
 * @generated SignedSource<<7a4ee5eb1691f776db04f3244b78ba59>>
 * @relayHash fd43dfd015a8d9633a8eb363807cbf25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de70a4b4ad54c72186aeb752824e754834e96aada350d41004716be804900599

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditFursonaScreenQuery$variables = Record<PropertyKey, never>;
export type EditFursonaScreenQuery$data = {
  readonly viewer: {
    readonly sonas: ReadonlyArray<{
      readonly displayName: string;
      readonly hasFursuit: boolean;
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly species: {
        readonly displayName: string;
        readonly speciesId: number;
      };
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"SonaImagePicker_viewer">;
  };
};
export type EditFursonaScreenQuery = {
  response: EditFursonaScreenQuery$data;
  variables: EditFursonaScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasFursuit",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "speciesId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ProfileImage",
  "kind": "LinkedField",
  "name": "images",
  "plural": true,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 60
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "EditFursonaScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Sona",
              "kind": "LinkedField",
              "name": "sonas",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Species",
                  "kind": "LinkedField",
                  "name": "species",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/),
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v4/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "SonaImagePicker_viewer"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EditFursonaScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Sona",
            "kind": "LinkedField",
            "name": "sonas",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Species",
                "kind": "LinkedField",
                "name": "species",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v1/*:: as any*/),
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "sonaImages",
            "args": (v5/*:: as any*/),
            "concreteType": "ProfileImageConnection",
            "kind": "LinkedField",
            "name": "images",
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
                      (v0/*:: as any*/),
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
            "storageKey": "images(first:60)"
          },
          {
            "alias": "sonaImages",
            "args": (v5/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SonaImagePicker_sonaImages",
            "kind": "LinkedHandle",
            "name": "images"
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "de70a4b4ad54c72186aeb752824e754834e96aada350d41004716be804900599",
    "metadata": {},
    "name": "EditFursonaScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a6a4d4ab04badf9bc1848b7e7f650f0b";

export default node;
