/**
 * @generated SignedSource<<782b3f8835b97b5dea992d9b72a25d3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatReactionMenu_message$data = {
  readonly id: string;
  readonly reactions: ReadonlyArray<{
    readonly count: number;
    readonly emoji: string;
    readonly viewerHasReacted: boolean;
  }>;
  readonly roomId: string;
  readonly seqId: number;
  readonly " $fragmentType": "ChatReactionMenu_message";
};
export type ChatReactionMenu_message$key = {
  readonly " $data"?: ChatReactionMenu_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatReactionMenu_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatReactionMenu_message",
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
      "name": "roomId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seqId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatMessageReaction",
      "kind": "LinkedField",
      "name": "reactions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emoji",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerHasReacted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoomMessage",
  "abstractKey": null
};

(node as any).hash = "19c163c0eb1dcddee709c3bf92ce95f0";

export default node;
