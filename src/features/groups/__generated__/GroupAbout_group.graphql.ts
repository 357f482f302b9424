/**
 * @generated SignedSource<<6e5da301470f6ff4939fe2eece15c56d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupAbout_group$data = {
  readonly description: string;
  readonly rules: string | null | undefined;
  readonly " $fragmentType": "GroupAbout_group";
};
export type GroupAbout_group$key = {
  readonly " $data"?: GroupAbout_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupAbout_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupAbout_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rules",
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "81627e43ca027549f267dd5b2adecf0b";

export default node;
