/**
 * @generated SignedSource<<eb03cd8750a47e07581398dbf088ca1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GroupJoinPolicy = "CLOSED" | "OPEN" | "%future added value";
export type GroupRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type GroupViewerStatus = "BANNED" | "MEMBER" | "NONE" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupJoinButton_group$data = {
  readonly displayName: string;
  readonly id: string;
  readonly joinPermission: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly joinPolicy: GroupJoinPolicy;
  readonly viewerRole: GroupRole | null | undefined;
  readonly viewerStatus: GroupViewerStatus;
  readonly " $fragmentType": "GroupJoinButton_group";
};
export type GroupJoinButton_group$key = {
  readonly " $data"?: GroupJoinButton_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupJoinButton_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupJoinButton_group",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joinPolicy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileActionPermission",
      "kind": "LinkedField",
      "name": "joinPermission",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "d9e71cd2510548338929bef73220c7ea";

export default node;
