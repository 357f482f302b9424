/**
 * @generated SignedSource<<64a603cc651380be81abc1b5b74d9d25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RelationType = "FRIEND" | "LIKED" | "LIKED_BY" | "MUTUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RelationButton_profile$data = {
  readonly canStartChat: boolean;
  readonly displayName: string;
  readonly id: string;
  readonly relationType: RelationType | null | undefined;
  readonly uuid: string;
  readonly " $fragmentType": "RelationButton_profile";
};
export type RelationButton_profile$key = {
  readonly " $data"?: RelationButton_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelationButton_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelationButton_profile",
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
      "kind": "ScalarField",
      "name": "relationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canStartChat",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "20a3115d861500ad21838aaea5754635";

export default node;
