/**
 * @generated SignedSource<<1ccbec19db17e5dd96c3224c7c2dd764>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingScreen_viewer$data = {
  readonly profile: {
    readonly dateOfBirth: string | null | undefined;
    readonly displayName: string;
  };
  readonly " $fragmentType": "OnboardingScreen_viewer";
};
export type OnboardingScreen_viewer$key = {
  readonly " $data"?: OnboardingScreen_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingScreen_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingScreen_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
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
          "name": "dateOfBirth",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8e48685f67339ab2e4b265a7efbca9dc";

export default node;
