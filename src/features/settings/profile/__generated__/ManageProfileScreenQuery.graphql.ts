/**
 * @generated SignedSource<<c6b199c9ce65cc17ce4de254e2542771>>
 * @relayHash 700e4d514fe8a92722e87ea43776f183
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32b3891fe0b9ffaa613e2cf170d89a4ab9ca084c5ae01a1aea7313e4b3f58e16

import { ConcreteRequest } from 'relay-runtime';
export type ManageProfileScreenQuery$variables = Record<PropertyKey, never>;
export type ManageProfileScreenQuery$data = {
  readonly viewer: {
    readonly contentOptions: {
      readonly isAdOptIn: boolean;
    };
    readonly profile: {
      readonly bio: {
        readonly biography: string | null | undefined;
      } | null | undefined;
      readonly bioAd: {
        readonly biography: string | null | undefined;
      } | null | undefined;
      readonly displayName: string;
      readonly primaryImage: {
        readonly image: {
          readonly url: string;
        };
      } | null | undefined;
      readonly username: string | null | undefined;
      readonly uuid: string;
    };
  };
};
export type ManageProfileScreenQuery = {
  response: ManageProfileScreenQuery$data;
  variables: ManageProfileScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentOptions",
  "kind": "LinkedField",
  "name": "contentOptions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdOptIn",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = {
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
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "biography",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Bio",
  "kind": "LinkedField",
  "name": "bio",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "BioAd",
  "kind": "LinkedField",
  "name": "bioAd",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageProfileScreenQuery",
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
              "concreteType": "Profile",
              "kind": "LinkedField",
              "name": "profile",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ProfileImage",
                  "kind": "LinkedField",
                  "name": "primaryImage",
                  "plural": false,
                  "selections": [
                    (v4/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v6/*:: as any*/),
                (v7/*:: as any*/)
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
    "name": "ManageProfileScreenQuery",
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
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileImage",
                "kind": "LinkedField",
                "name": "primaryImage",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "32b3891fe0b9ffaa613e2cf170d89a4ab9ca084c5ae01a1aea7313e4b3f58e16",
    "metadata": {},
    "name": "ManageProfileScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "29de79f01ee64e112709d5f7b74a91dc";

export default node;
