/**
 * @generated SignedSource<<d835cc315dddb66354d8d99091ad700f>>
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

(node as any).hash = "2355aae6c85cce010bc156f75c1ea0c4";

export default node;
