/**
 * @generated SignedSource<<cbd439861260ae47c0d969449ce2a4b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessage_message$data = {
  readonly createdAt: string;
  readonly deletedAt: string | null | undefined;
  readonly id: string;
  readonly payload: {
    readonly __typename: "ChatMessageSystemPayload";
    readonly action: string;
  } | {
    readonly __typename: "ChatMessageTextPayload";
    readonly content: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly profileId: string | null | undefined;
  readonly seqId: number;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessagePictures_message" | "ChatMessageQuote_message" | "ChatReactionMenu_message" | "EditMessageButton_message" | "MessageEditedLabel_message" | "MessageReactions_message">;
  readonly " $fragmentType": "ChatMessage_message";
};
export type ChatMessage_message$key = {
  readonly " $data"?: ChatMessage_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessage_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessage_message",
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
      "name": "seqId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileId",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditMessageButton_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageEditedLabel_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatMessageQuote_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatMessagePictures_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageReactions_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatReactionMenu_message"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "payload",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "content",
              "storageKey": null
            }
          ],
          "type": "ChatMessageTextPayload",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "action",
              "storageKey": null
            }
          ],
          "type": "ChatMessageSystemPayload",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoomMessage",
  "abstractKey": null
};

(node as any).hash = "56c4a620f5fa1d4e6ac0237dcc3dc19d";

export default node;
