/**
 * @generated SignedSource<<111852e4aeeb6a8d41fe0937f3c76cbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventHeader_event$data = {
  readonly displayName: string;
  readonly image: {
    readonly blurredUrl: string;
    readonly contentRating: ContentRating;
    readonly url: string;
  } | null | undefined;
  readonly isAd: boolean;
  readonly isCancelled: boolean;
  readonly uuid: string;
  readonly " $fragmentType": "EventHeader_event";
};
export type EventHeader_event$key = {
  readonly " $data"?: EventHeader_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventHeader_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventHeader_event",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCancelled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UploadedImage",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contentRating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 384
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:384)"
        },
        {
          "alias": "blurredUrl",
          "args": [
            {
              "kind": "Literal",
              "name": "blur",
              "value": true
            },
            {
              "kind": "Literal",
              "name": "width",
              "value": 256
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(blur:true,width:256)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "56495cf412e3d2964da06c1271938f1f";

export default node;
