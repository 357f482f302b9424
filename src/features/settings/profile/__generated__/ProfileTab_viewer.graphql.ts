/**
 * @generated SignedSource<<abd7ebbc82e01a7706ecdf1a0345728a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RelationshipStatus = "DATING" | "DOMESTIC_PARTNERSHIP" | "ENGAGED_MARRIED" | "OPEN_RELATIONSHIP" | "OTHER" | "RELATIONSHIP" | "SINGLE" | "%future added value";
export type SexualOrientation = "ASEXUAL" | "BISEXUAL" | "GAY" | "LESBIAN" | "OTHER" | "PANSEXUAL" | "QUESTIONING" | "STRAIGHT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileTab_viewer$data = {
  readonly featureFlags: ReadonlyArray<{
    readonly key: string;
  }>;
  readonly profile: {
    readonly bio: {
      readonly biography: string | null | undefined;
      readonly genders: ReadonlyArray<string>;
      readonly hobbies: ReadonlyArray<{
        readonly interest: {
          readonly interest: string;
        };
      }>;
      readonly languages: ReadonlyArray<string>;
      readonly relationshipStatus: RelationshipStatus | null | undefined;
      readonly sexualOrientation: SexualOrientation | null | undefined;
    } | null | undefined;
    readonly dateOfBirth: string | null | undefined;
    readonly displayName: string;
    readonly headerImage: {
      readonly id: string;
      readonly image: {
        readonly previewUrl: string;
      };
    } | null | undefined;
    readonly primaryImage: {
      readonly id: string;
      readonly image: {
        readonly previewUrl: string;
      };
    } | null | undefined;
    readonly username: string | null | undefined;
  };
  readonly " $fragmentType": "ProfileTab_viewer";
};
export type ProfileTab_viewer$key = {
  readonly " $data"?: ProfileTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileTab_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeatureFlag",
      "kind": "LinkedField",
      "name": "featureFlags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        }
      ],
      "storageKey": null
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
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateOfBirth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "headerImage",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "primaryImage",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Bio",
          "kind": "LinkedField",
          "name": "bio",
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
              "name": "genders",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "languages",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "relationshipStatus",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sexualOrientation",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Hobby",
              "kind": "LinkedField",
              "name": "hobbies",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Interest",
                  "kind": "LinkedField",
                  "name": "interest",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "interest",
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
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "29758c565e8b17642e6de69f2325a609";

export default node;
