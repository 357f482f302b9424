/**
 * @generated SignedSource<<28fab752698938c7d5e23f05491ecab0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopNav_viewer$data = {
  readonly profile: {
    readonly " $fragmentSpreads": FragmentRefs<"NavAccount_profile">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ChatsNavLink_viewer" | "NotificationBell_viewer">;
  readonly " $fragmentType": "TopNav_viewer";
};
export type TopNav_viewer$key = {
  readonly " $data"?: TopNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopNav_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatsNavLink_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationBell_viewer"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NavAccount_profile"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "df834a35fc34be3dba752ee82489045f";

export default node;
