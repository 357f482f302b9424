/**
 * @generated SignedSource<<2b5ae56d6987e3cb62b0d89034d85e05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatButton_profile$data = {
  readonly canStartChat: boolean;
  readonly uuid: string;
  readonly " $fragmentType": "ChatButton_profile";
};
export type ChatButton_profile$key = {
  readonly " $data"?: ChatButton_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatButton_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatButton_profile",
  "selections": [
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
      "name": "canStartChat",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "dae5f8195869d5073e6eb934ca42ebe7";

export default node;
