/**
 * @generated SignedSource<<687b226c584801dacbb1a6c8ec052588>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NavAccount_profile$data = {
  readonly displayName: string;
  readonly isAdOptIn: boolean | null | undefined;
  readonly primaryImage: {
    readonly image: {
      readonly url: string;
    };
  } | null | undefined;
  readonly roles: ReadonlyArray<{
    readonly name: Role;
  }>;
  readonly username: string | null | undefined;
  readonly uuid: string;
  readonly " $fragmentType": "NavAccount_profile";
};
export type NavAccount_profile$key = {
  readonly " $data"?: NavAccount_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"NavAccount_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NavAccount_profile",
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdOptIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
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
          "concreteType": "UploadedImage",
          "kind": "LinkedField",
          "name": "image",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": [
                {
                  "kind": "Literal",
                  "name": "width",
                  "value": 374
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:374)"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "09f501158e13a5551b064ec4e2d26597";

export default node;
