/**
 * @generated SignedSource<<8ca03dcee2ab8ee538e6a404a00da24c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Behaviour = "DOMINANT" | "SUBMISSIVE" | "VERSATILE" | "%future added value";
export type SafeSex = "ALWAYS" | "MOSTLY" | "NEVER" | "%future added value";
export type SexPosition = "BOTTOM" | "TOP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdProfileTab_viewer$data = {
  readonly adImages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly image: {
          readonly uuid: string;
        };
      };
    }>;
  };
  readonly profile: {
    readonly bioAd: {
      readonly behaviour: Behaviour | null | undefined;
      readonly biography: string | null | undefined;
      readonly canHost: boolean | null | undefined;
      readonly safeSex: SafeSex | null | undefined;
      readonly sexPositions: ReadonlyArray<SexPosition>;
    } | null | undefined;
    readonly headerImageAd: {
      readonly id: string;
    } | null | undefined;
    readonly primaryImageAd: {
      readonly id: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "AdProfileTab_viewer";
};
export type AdProfileTab_viewer$key = {
  readonly " $data"?: AdProfileTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdProfileTab_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdProfileTab_viewer",
  "selections": [
    {
      "alias": "adImages",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "isAd",
          "value": true
        }
      ],
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
                      "args": null,
                      "kind": "ScalarField",
                      "name": "uuid",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "images(first:100,isAd:true)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "headerImageAd",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "primaryImageAd",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BioAd",
          "kind": "LinkedField",
          "name": "bioAd",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "biography",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sexPositions",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "behaviour",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "safeSex",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canHost",
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

(node as any).hash = "a54adea4a0842ff6741dd3e8f3903953";

export default node;
