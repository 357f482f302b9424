/**
 * @generated SignedSource<<95b09bee5e622b485e8ceadccdb365e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Presence = "ACTIVE_THIS_WEEK" | "ACTIVE_TODAY" | "ONLINE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PresenceLabel_profile$data = {
  readonly presence: Presence | null | undefined;
  readonly " $fragmentType": "PresenceLabel_profile";
};
export type PresenceLabel_profile$key = {
  readonly " $data"?: PresenceLabel_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"PresenceLabel_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PresenceLabel_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "presence",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "9a380f3fd4677541b67b65ed0b987755";

export default node;
