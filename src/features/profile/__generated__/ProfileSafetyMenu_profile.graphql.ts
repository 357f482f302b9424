/**
 * @generated SignedSource<<5a43e24825f5f13d6f7fb33fab4f9dae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSafetyMenu_profile$data = {
  readonly displayName: string;
  readonly isHiddenByViewer: boolean;
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
      "name": "isHiddenByViewer",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "ceb53e159a79f11932d70bd8315f215f";

export default node;
