/**
 * @generated SignedSource<<bcab86236116189cda66b07fb67bd3c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessPermission = "FRIENDS" | "LIKED" | "MUTUALS" | "PRIVATE" | "PUBLIC" | "%future added value";
export type SocialNetwork = "BLUESKY" | "DEVIANT_ART" | "DISCORD" | "FUR_AFFINITY" | "INSTAGRAM" | "LASTFM" | "MASTODON" | "STEAM" | "TELEGRAM" | "TWITTER" | "TWITTER_AD" | "VR_CHAT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SocialAccounts_profile$data = {
  readonly socialAccounts: ReadonlyArray<{
    readonly accessPermission: AccessPermission;
    readonly displayName: string | null | undefined;
    readonly id: string;
    readonly isVerified: boolean;
    readonly socialNetwork: SocialNetwork;
    readonly url: string | null | undefined;
    readonly value: string;
  }>;
  readonly " $fragmentType": "SocialAccounts_profile";
};
export type SocialAccounts_profile$key = {
  readonly " $data"?: SocialAccounts_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialAccounts_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialAccounts_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialAccount",
      "kind": "LinkedField",
      "name": "socialAccounts",
      "plural": true,
      "selections": [
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
          "kind": "ScalarField",
          "name": "socialNetwork",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isVerified",
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
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accessPermission",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "cf202e28e82b229cd4720ff32f3ecc68";

export default node;
