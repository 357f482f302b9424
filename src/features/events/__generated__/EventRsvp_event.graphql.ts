/**
 * @generated SignedSource<<a336afd2a9ab7b2d5110937269f3ec3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EventViewerStatus = "GOING" | "INTERESTED" | "NONE" | "WAITING_LIST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EventRsvp_event$data = {
  readonly capacity: number | null | undefined;
  readonly goingCount: number;
  readonly id: string;
  readonly isCancelled: boolean;
  readonly rsvpPermission: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly viewerStatus: EventViewerStatus;
  readonly viewerWaitingListPosition: number | null | undefined;
  readonly waitingListCount: number;
  readonly " $fragmentType": "EventRsvp_event";
};
export type EventRsvp_event$key = {
  readonly " $data"?: EventRsvp_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventRsvp_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventRsvp_event",
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
      "name": "viewerStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerWaitingListPosition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "capacity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "goingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waitingListCount",
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
      "concreteType": "ProfileActionPermission",
      "kind": "LinkedField",
      "name": "rsvpPermission",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "ba01f37b3860526bb671299d69e97eb4";

export default node;
