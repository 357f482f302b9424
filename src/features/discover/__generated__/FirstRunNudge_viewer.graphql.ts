/**
 * @generated SignedSource<<9b4a52badef688b640a1de5ce9c8569b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FirstRunNudge_viewer$data = {
  readonly profile: {
    readonly bio: {
      readonly biography: string | null | undefined;
    } | null | undefined;
    readonly location: {
      readonly place: string | null | undefined;
    } | null | undefined;
    readonly primaryImage: {
      readonly __typename: "ProfileImage";
    } | null | undefined;
    readonly uuid: string;
  };
  readonly " $fragmentType": "FirstRunNudge_viewer";
};
export type FirstRunNudge_viewer$key = {
  readonly " $data"?: FirstRunNudge_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FirstRunNudge_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FirstRunNudge_viewer",
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
          "name": "uuid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "primaryImage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Bio",
          "kind": "LinkedField",
          "name": "bio",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "biography",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileLocation",
          "kind": "LinkedField",
          "name": "location",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "place",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8e8503a2ed2fe8b93afbecb35078847d";

export default node;
