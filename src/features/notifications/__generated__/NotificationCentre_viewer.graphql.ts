/**
 * @generated SignedSource<<7efbbcf80c9784c2bacdf9a3720c958d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationCentre_viewer$data = {
  readonly notificationsUnreadCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"LikesReceivedList_viewer" | "NotificationList_viewer">;
  readonly " $fragmentType": "NotificationCentre_viewer";
};
export type NotificationCentre_viewer$key = {
  readonly " $data"?: NotificationCentre_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationCentre_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationCentre_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notificationsUnreadCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationList_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikesReceivedList_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7a1697955321190bbfd427aba93e6343";

export default node;
