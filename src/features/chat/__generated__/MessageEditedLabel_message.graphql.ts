/**
 * @generated SignedSource<<c42b9dbb9c402cbc30caa3731531414a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageEditedLabel_message$data = {
  readonly deletedAt: string | null | undefined;
  readonly editedAt: string | null | undefined;
  readonly payload: {
    readonly content?: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "MessageEditedLabel_message";
};
export type MessageEditedLabel_message$key = {
  readonly " $data"?: MessageEditedLabel_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageEditedLabel_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageEditedLabel_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
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
      "concreteType": null,
      "kind": "LinkedField",
      "name": "payload",
      "plural": false,
      "selections": [
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
  "type": "ChatRoomMessage",
  "abstractKey": null
};

(node as any).hash = "b3320d206e6a97eb52d468e5c11deebd";

export default node;
