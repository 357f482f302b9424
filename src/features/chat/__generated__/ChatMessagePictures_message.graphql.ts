/**
 * @generated SignedSource<<d46ec6e3896d3014d4f22fdcfe7ef1b3>>
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
    readonly isBlurred: boolean;
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isBlurred",
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

(node as any).hash = "972ae9ad1c6d3a87022df1dbca25c93d";

export default node;
