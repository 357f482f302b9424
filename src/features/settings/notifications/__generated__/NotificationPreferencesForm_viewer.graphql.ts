/**
 * @generated SignedSource<<cd64f4654c62024927be16c9f84e4ce7>>
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
    readonly eventChanges: boolean;
    readonly eventReminders: boolean;
    readonly groupReplies: boolean;
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
          "name": "groupReplies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventChanges",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventReminders",
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

(node as any).hash = "6cf86ff0b4ba4ea0959d00db98351515";

export default node;
