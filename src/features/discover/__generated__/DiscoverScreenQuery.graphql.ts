/**
 * @generated SignedSource<<e68f7cf533015e900ffadc7e97b6daf8>>
 * @relayHash a8a060696701f4965059e68af0dbe274
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d8de133f046492b2d3f27e19afd3f57bde81dcbca4718f54484d72e24ec6950

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationSearchType = "CITY" | "COUNTRY" | "DISTANCE" | "REGION" | "%future added value";
export type LocationType = "GPS" | "MANUAL" | "%future added value";
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
export type DiscoverScreenQuery$variables = {
  filters?: ProfileSearchFilters | null | undefined;
  isAd: boolean;
};
export type DiscoverScreenQuery$data = {
  readonly viewer: {
    readonly contentOptions: {
      readonly isAdOptIn: boolean;
    };
    readonly isAdult: boolean;
    readonly isDeveloper: boolean;
    readonly profile: {
      readonly location: {
        readonly type: LocationType;
      } | null | undefined;
      readonly uuid: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"FilterPills_viewer" | "FirstRunNudge_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverScreen_search" | "HomeNews_query">;
};
export type DiscoverScreenQuery = {
  response: DiscoverScreenQuery$data;
  variables: DiscoverScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isAd"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeveloper",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdult",
  "storageKey": null
},
v4 = {
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v8 = {
  "kind": "Variable",
  "name": "isAd",
  "variableName": "isAd"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = [
  (v7/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 60
  },
  (v8/*:: as any*/)
],
v12 = [
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
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "DiscoverScreenQuery",
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
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Profile",
              "kind": "LinkedField",
              "name": "profile",
              "plural": false,
              "selections": [
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ProfileLocation",
                  "kind": "LinkedField",
                  "name": "location",
                  "plural": false,
                  "selections": [
                    (v6/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FilterPills_viewer"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FirstRunNudge_viewer"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeNews_query"
      },
      {
        "args": [
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DiscoverScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileLocation",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "place",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "countryCode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileImage",
                "kind": "LinkedField",
                "name": "primaryImage",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v9/*:: as any*/)
                ],
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NewsItem",
        "kind": "LinkedField",
        "name": "newsItems",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showOnHomePage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
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
                  (v9/*:: as any*/),
                  (v5/*:: as any*/),
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
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProfileImage",
                    "kind": "LinkedField",
                    "name": "primaryImageAd",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
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
        "args": (v11/*:: as any*/),
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
    "id": "9d8de133f046492b2d3f27e19afd3f57bde81dcbca4718f54484d72e24ec6950",
    "metadata": {},
    "name": "DiscoverScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bf3ceb0717de948df5ef3ab03789ddae";

export default node;
