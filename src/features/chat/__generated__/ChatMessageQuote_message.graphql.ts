/**
 * @generated SignedSource<<3fa97bef4dfe542983b0eeab6602edf0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessageQuote_message$data = {
  readonly replyTo: {
    readonly deletedAt: string | null | undefined;
    readonly id: string;
    readonly payload: {
      readonly __typename: "ChatMessageTextPayload";
      readonly content: string | null | undefined;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    } | null | undefined;
    readonly profile: {
      readonly displayName: string;
    } | null | undefined;
    readonly profileId: string | null | undefined;
    readonly seqId: number;
  } | null | undefined;
  readonly " $fragmentType": "ChatMessageQuote_message";
};
export type ChatMessageQuote_message$key = {
  readonly " $data"?: ChatMessageQuote_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageQuote_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessageQuote_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatRoomMessage",
      "kind": "LinkedField",
      "name": "replyTo",
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
          "name": "profileId",
          "storageKey": null
        },
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
            }
          ],
          "storageKey": null
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoomMessage",
  "abstractKey": null
};

(node as any).hash = "881d506575b1db29c76582e1d580f7d5";

export default node;
