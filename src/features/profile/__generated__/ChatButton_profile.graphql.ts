/**
 * @generated SignedSource<<06b1401f539478e93f3d25b82fa4a8fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatButton_profile$data = {
  readonly chatPermission: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly uuid: string;
  readonly " $fragmentType": "ChatButton_profile";
};
export type ChatButton_profile$key = {
  readonly " $data"?: ChatButton_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatButton_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatButton_profile",
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
      "concreteType": "ProfileActionPermission",
      "kind": "LinkedField",
      "name": "chatPermission",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "71d864568817ce10273a946df60774f7";

export default node;
