/**
 * @generated SignedSource<<815fbf5d65896d72139180b41da38b54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChatRoomStatus = "INVITED" | "JOINED" | "LEFT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatRequestBar_room$data = {
  readonly id: string;
  readonly otherProfile: {
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoom",
  "abstractKey": null
};

(node as any).hash = "6e1ab32dff1a99b69ee036e5da200f00";

export default node;
