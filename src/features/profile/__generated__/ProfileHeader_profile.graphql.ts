/**
 * @generated SignedSource<<c51ec3acd1946f3e30f0e63970617502>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RelationshipStatus = "DATING" | "DOMESTIC_PARTNERSHIP" | "ENGAGED_MARRIED" | "OPEN_RELATIONSHIP" | "OTHER" | "RELATIONSHIP" | "SINGLE" | "%future added value";
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
export type SexualOrientation = "ASEXUAL" | "BISEXUAL" | "GAY" | "LESBIAN" | "OTHER" | "PANSEXUAL" | "QUESTIONING" | "STRAIGHT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileHeader_profile$data = {
  readonly age: number | null | undefined;
  readonly bestRole: {
    readonly bannerLabel: string | null | undefined;
    readonly name: Role;
  } | null | undefined;
  readonly bio: {
    readonly genders: ReadonlyArray<string>;
    readonly relationshipStatus: RelationshipStatus | null | undefined;
    readonly sexualOrientation: SexualOrientation | null | undefined;
  } | null | undefined;
  readonly displayName: string;
  readonly isBirthday: boolean;
  readonly isViewer: boolean;
  readonly location: {
    readonly distance: number | null | undefined;
    readonly homePlace: string | null | undefined;
    readonly place: string | null | undefined;
  } | null | undefined;
  readonly username: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ChatButton_profile" | "PresenceLabel_profile" | "ProfileSafetyMenu_profile" | "RelationButton_profile">;
  readonly " $fragmentType": "ProfileHeader_profile";
};
export type ProfileHeader_profile$key = {
  readonly " $data"?: ProfileHeader_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileHeader_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileHeader_profile",
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
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "age",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBirthday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileLocation",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
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
          "name": "homePlace",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "distance",
          "storageKey": null
        }
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
          "name": "genders",
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
        }
      ],
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
          "name": "bannerLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelationButton_profile"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PresenceLabel_profile"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatButton_profile"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileSafetyMenu_profile"
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "6dafcfc0b40a918cb2773f3d278733ee";

export default node;
