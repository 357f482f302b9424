/**
 * @generated SignedSource<<7c8acc760490c00e57202c8e73341531>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatsNavLink_viewer$data = {
  readonly chatsUnreadCount: number;
  readonly " $fragmentType": "ChatsNavLink_viewer";
};
export type ChatsNavLink_viewer$key = {
  readonly " $data"?: ChatsNavLink_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatsNavLink_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatsNavLink_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatsUnreadCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "85cd3c2b0ec68bce5ab77fbfb0c8dfc7";

export default node;
