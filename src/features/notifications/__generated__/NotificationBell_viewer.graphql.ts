/**
 * @generated SignedSource<<141d0e8476d8670114c450c4674bb0a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_viewer$data = {
  readonly notificationsUnreadCount: number;
  readonly " $fragmentType": "NotificationBell_viewer";
};
export type NotificationBell_viewer$key = {
  readonly " $data"?: NotificationBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notificationsUnreadCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6f7d6ca0eb664661a6a86b0a734e162e";

export default node;
