/**
 * @generated SignedSource<<3ffd142ad6b6f770fd59d799bfccb4ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditMessageButton_message$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly payload: {
    readonly content?: string | null | undefined;
  } | null | undefined;
  readonly roomId: string;
  readonly seqId: number;
  readonly " $fragmentType": "EditMessageButton_message";
};
export type EditMessageButton_message$key = {
  readonly " $data"?: EditMessageButton_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditMessageButton_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditMessageButton_message",
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
      "kind": "ScalarField",
      "name": "createdAt",
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

(node as any).hash = "a596d6c5004da422a9d0ecff85792a74";

export default node;
