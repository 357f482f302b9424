/**
 * @generated SignedSource<<d51e391a6a223363b92ecff6fc937253>>
 * @relayHash e3976aeab56ed09645e207a3e44a9ec9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9287b118692eccc26d9a5351c86c70262e90463a2bc80cfb36210869725f35a8

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
export type ProfileGridPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  filters?: ProfileSearchFilters | null | undefined;
  isAd?: boolean | null | undefined;
};
export type ProfileGridPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProfileGrid_query">;
};
export type ProfileGridPaginationQuery = {
  response: ProfileGridPaginationQuery$data;
  variables: ProfileGridPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
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
    "name": "ProfileGridPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ProfileGrid_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileGridPaginationQuery",
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
    "id": "9287b118692eccc26d9a5351c86c70262e90463a2bc80cfb36210869725f35a8",
    "metadata": {},
    "name": "ProfileGridPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b4e42c7f148540abec80b63d04ab8537";

export default node;
