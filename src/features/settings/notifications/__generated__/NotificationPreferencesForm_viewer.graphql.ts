/**
 * @generated SignedSource<<b1bdac427d6f935a1ff14cc2ae5cb7ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationPreferencesForm_viewer$data = {
  readonly id: string;
  readonly notificationPreferences: {
    readonly chatRequests: boolean;
    readonly likes: boolean;
    readonly messages: boolean;
    readonly mutuals: boolean;
    readonly notWhileActive: boolean;
  };
  readonly " $fragmentType": "NotificationPreferencesForm_viewer";
};
export type NotificationPreferencesForm_viewer$key = {
  readonly " $data"?: NotificationPreferencesForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationPreferencesForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationPreferencesForm_viewer",
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
      "concreteType": "NotificationPreferences",
      "kind": "LinkedField",
      "name": "notificationPreferences",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "likes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mutuals",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chatRequests",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notWhileActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "69b47f924b22ae0fdfe0fd9fada3e4eb";

export default node;
