/**
 * @generated SignedSource<<0c21a67576ffbfd55051f5c91455fdb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageReactions_message$data = {
  readonly id: string;
  readonly reactions: ReadonlyArray<{
    readonly count: number;
    readonly emoji: string;
    readonly viewerHasReacted: boolean;
  }>;
  readonly roomId: string;
  readonly seqId: number;
  readonly " $fragmentType": "MessageReactions_message";
};
export type MessageReactions_message$key = {
  readonly " $data"?: MessageReactions_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageReactions_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageReactions_message",
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

(node as any).hash = "fefe61010630a8b8f109c9cd6919b28e";

export default node;
