/**
 * @generated SignedSource<<f896b621f217cb294cc2bf5ce9adf649>>
 * @relayHash 00d2977e9d77148479de34fbf6af642b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b730c4de69150e4a1a91a3248f571e0755f539c9199b489ff4b7e80dd8e1cd79

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FursonaListScreenQuery$variables = Record<PropertyKey, never>;
export type FursonaListScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly sonas: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SonaRow_sona">;
    }>;
  };
};
export type FursonaListScreenQuery = {
  response: FursonaListScreenQuery$data;
  variables: FursonaListScreenQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FursonaListScreenQuery",
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Sona",
              "kind": "LinkedField",
              "name": "sonas",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SonaRow_sona"
                }
              ],
              "storageKey": null
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
    "name": "FursonaListScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasFursuit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Species",
                "kind": "LinkedField",
                "name": "species",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileImage",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
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
                            "value": 128
                          }
                        ],
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": "url(width:128)"
                      }
                    ],
                    "storageKey": null
                  },
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b730c4de69150e4a1a91a3248f571e0755f539c9199b489ff4b7e80dd8e1cd79",
    "metadata": {},
    "name": "FursonaListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8e04dc3875fbb1dabc4b743981279658";

export default node;
