/**
 * @generated SignedSource<<99e0899e5b9951f8df71879a7420efdb>>
 * @relayHash 99b330a0015a9967946f88582859df5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4501fe2b56e73446e02436217b3fc588f8ea16ac4b60b3ba2760b978d1b6477

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationSearchType = "CITY" | "COUNTRY" | "DISTANCE" | "REGION" | "%future added value";
export type RelationshipStatus = "DATING" | "DOMESTIC_PARTNERSHIP" | "ENGAGED_MARRIED" | "OPEN_RELATIONSHIP" | "OTHER" | "RELATIONSHIP" | "SINGLE" | "%future added value";
export type SexPosition = "BOTTOM" | "TOP" | "%future added value";
export type SexualOrientation = "ASEXUAL" | "BISEXUAL" | "GAY" | "LESBIAN" | "OTHER" | "PANSEXUAL" | "QUESTIONING" | "STRAIGHT" | "%future added value";
export type ProfileSearchFilters = {
  age?: AgeRangeInput | null | undefined;
  canHost?: boolean | null | undefined;
  displayName?: string | null | undefined;
  genders?: ReadonlyArray<string> | null | undefined;
  location?: SearchLocationInput | null | undefined;
  relationshipStatus?: ReadonlyArray<RelationshipStatus> | null | undefined;
  requireProfileImage?: boolean | null | undefined;
  sexPositions?: ReadonlyArray<SexPosition> | null | undefined;
  sexualOrientation?: ReadonlyArray<SexualOrientation> | null | undefined;
};
export type AgeRangeInput = {
  max?: number | null | undefined;
  min?: number | null | undefined;
};
export type SearchLocationInput = {
  distance?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  type?: LocationSearchType | null | undefined;
};
export type DiscoverScreenRefetchQuery$variables = {
  filters?: ProfileSearchFilters | null | undefined;
  isAd?: boolean | null | undefined;
};
export type DiscoverScreenRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverScreen_search">;
};
export type DiscoverScreenRefetchQuery = {
  response: DiscoverScreenRefetchQuery$data;
  variables: DiscoverScreenRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filters"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "isAd"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v2 = {
  "kind": "Variable",
  "name": "isAd",
  "variableName": "isAd"
},
v3 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 60
  },
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "blurHash",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentRating",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DiscoverScreenRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "DiscoverScreen_search"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DiscoverScreenRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ProfileConnection",
        "kind": "LinkedField",
        "name": "profileSearch",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "distance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "concreteType": "ProfileRole",
                    "kind": "LinkedField",
                    "name": "bestRole",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProfileImage",
                    "kind": "LinkedField",
                    "name": "primaryImage",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProfileImage",
                    "kind": "LinkedField",
                    "name": "primaryImageAd",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "isAd",
          "filters"
        ],
        "handle": "connection",
        "key": "ProfileGrid_profileSearch",
        "kind": "LinkedHandle",
        "name": "profileSearch"
      }
    ]
  },
  "params": {
    "id": "c4501fe2b56e73446e02436217b3fc588f8ea16ac4b60b3ba2760b978d1b6477",
    "metadata": {},
    "name": "DiscoverScreenRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "423b8aafa5ace50572647c2db63b3bf2";

export default node;
