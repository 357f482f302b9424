/**
 * @generated SignedSource<<47ad115189f190534db94dbc6282dbfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessagePictures_message$data = {
  readonly pictures: ReadonlyArray<{
    readonly blurHash: string;
    readonly full: string;
    readonly height: number;
    readonly isExplicit: boolean;
    readonly thumbnail: string;
    readonly uuid: string;
    readonly width: number;
  }>;
  readonly " $fragmentType": "ChatMessagePictures_message";
};
export type ChatMessagePictures_message$key = {
  readonly " $data"?: ChatMessagePictures_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessagePictures_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessagePictures_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatMessagePicture",
      "kind": "LinkedField",
      "name": "pictures",
      "plural": true,
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
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "blurHash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isExplicit",
          "storageKey": null
        },
        {
          "alias": "thumbnail",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 256
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:256)"
        },
        {
          "alias": "full",
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 1536
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:1536)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoomMessage",
  "abstractKey": null
};

(node as any).hash = "daf98bae2328c3164346c8a4f8286578";

export default node;
