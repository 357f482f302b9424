/**
 * @generated SignedSource<<942b2a75f199529277a95334c17eeb7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NowPlaying_profile$data = {
  readonly id: string;
  readonly recentTrack: {
    readonly artist: string;
    readonly imageUrl: string | null | undefined;
    readonly name: string;
    readonly nowPlaying: boolean;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "NowPlaying_profile";
};
export type NowPlaying_profile$key = {
  readonly " $data"?: NowPlaying_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"NowPlaying_profile">;
};

import ProfileRecentTrackQuery_graphql from './ProfileRecentTrackQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProfileRecentTrackQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "NowPlaying_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RecentTrack",
      "kind": "LinkedField",
      "name": "recentTrack",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "artist",
          "storageKey": null
        },
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
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nowPlaying",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "2e1a397ce0d56728625bcd5b7e617a62";

export default node;
