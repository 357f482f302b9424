/**
 * @generated SignedSource<<bf25c3f8e184b6efe88af9faec863497>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Presence = "ACTIVE_THIS_WEEK" | "ACTIVE_TODAY" | "ONLINE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatRoomHeader_room$data = {
  readonly otherProfile: {
    readonly displayName: string;
    readonly id: string;
    readonly presence: Presence | null | undefined;
    readonly primaryImage: {
      readonly image: {
        readonly url: string;
      };
    } | null | undefined;
    readonly username: string | null | undefined;
    readonly uuid: string;
    readonly " $fragmentSpreads": FragmentRefs<"PresenceLabel_profile">;
  } | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ChatRoomSafetyMenu_room">;
  readonly " $fragmentType": "ChatRoomHeader_room";
};
export type ChatRoomHeader_room$key = {
  readonly " $data"?: ChatRoomHeader_room$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatRoomHeader_room">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatRoomHeader_room",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatRoomSafetyMenu_room"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "otherProfile",
      "plural": false,
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
          "name": "presence",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PresenceLabel_profile"
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
                      "value": 64
                    }
                  ],
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": "url(width:64)"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoom",
  "abstractKey": null
};

(node as any).hash = "69ff10a73b8f5389b7245cefe437e9ec";

export default node;
