/**
 * @generated SignedSource<<8114eb7ce95ff00560630bd313d96535>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
export type EventViewerStatus = "GOING" | "INTERESTED" | "NONE" | "WAITING_LIST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventCard_event$data = {
  readonly displayName: string;
  readonly distance: number | null | undefined;
  readonly eventBeginAt: string;
  readonly eventEndAt: string;
  readonly image: {
    readonly blurredUrl: string;
    readonly contentRating: ContentRating;
    readonly url: string;
  } | null | undefined;
  readonly isAd: boolean;
  readonly isCancelled: boolean;
  readonly place: {
    readonly countryCode: string;
    readonly place: string;
  } | null | undefined;
  readonly uuid: string;
  readonly viewerStatus: EventViewerStatus;
  readonly " $fragmentType": "EventCard_event";
};
export type EventCard_event$key = {
  readonly " $data"?: EventCard_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventCard_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventCard_event",
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
      "kind": "ScalarField",
      "name": "eventBeginAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventEndAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "place",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "countryCode",
          "storageKey": null
        }
      ],
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
              "value": 128
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:128)"
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

(node as any).hash = "ab6161dd92a44c92b1708c0ba19151eb";

export default node;
