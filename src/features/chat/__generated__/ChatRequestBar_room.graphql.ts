/**
 * @generated SignedSource<<5b83c7c5de82afaf81184335e0ab373c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChatRoomStatus = "INVITED" | "JOINED" | "LEFT" | "%future added value";
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatRequestBar_room$data = {
  readonly id: string;
  readonly otherProfile: {
    readonly bestRole: {
      readonly name: Role;
    } | null | undefined;
    readonly displayName: string;
  } | null | undefined;
  readonly status: ChatRoomStatus;
  readonly uuid: string;
  readonly " $fragmentType": "ChatRequestBar_room";
};
export type ChatRequestBar_room$key = {
  readonly " $data"?: ChatRequestBar_room$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatRequestBar_room">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatRequestBar_room",
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
      "name": "status",
      "storageKey": null
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
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileRole",
          "kind": "LinkedField",
          "name": "bestRole",
          "plural": false,
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoom",
  "abstractKey": null
};

(node as any).hash = "f28f416a093807ca5cb9c5e97906b5cd";

export default node;
