/**
 * @generated SignedSource<<2562482bdef5cd74a158953a0516fff4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSafetyMenu_profile$data = {
  readonly displayName: string;
  readonly isHidden: boolean;
  readonly uuid: string;
  readonly " $fragmentType": "ProfileSafetyMenu_profile";
};
export type ProfileSafetyMenu_profile$key = {
  readonly " $data"?: ProfileSafetyMenu_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSafetyMenu_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSafetyMenu_profile",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "9f9b6fc710ea539a682223d1b191c09f";

export default node;
