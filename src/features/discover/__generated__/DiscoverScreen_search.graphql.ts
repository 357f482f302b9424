/**
 * @generated SignedSource<<7e82a4a731d60fb95a5bcb3e25a3af30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscoverScreen_search$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProfileGrid_query">;
  readonly " $fragmentType": "DiscoverScreen_search";
};
export type DiscoverScreen_search$key = {
  readonly " $data"?: DiscoverScreen_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverScreen_search">;
};

import DiscoverScreenRefetchQuery_graphql from './DiscoverScreenRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": DiscoverScreenRefetchQuery_graphql
    }
  },
  "name": "DiscoverScreen_search",
  "selections": [
    {
      "args": [
        {
          "kind": "Variable",
          "name": "filters",
          "variableName": "filters"
        },
        {
          "kind": "Variable",
          "name": "isAd",
          "variableName": "isAd"
        }
      ],
      "kind": "FragmentSpread",
      "name": "ProfileGrid_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "423b8aafa5ace50572647c2db63b3bf2";

export default node;
