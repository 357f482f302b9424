/**
 * @generated SignedSource<<7966c48161d405bb6e73f2f8f5d7fae9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupMenu_group$data = {
  readonly displayName: string;
  readonly id: string;
  readonly " $fragmentType": "GroupMenu_group";
};
export type GroupMenu_group$key = {
  readonly " $data"?: GroupMenu_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupMenu_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupMenu_group",
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
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "19e93fdd09ca2aad0ecc91f640fe9d34";

export default node;
