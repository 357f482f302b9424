/**
 * @generated SignedSource<<285dad3da618520807271399ff3a1ccd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModerationReportStatus = "ACTIONED" | "DISMISSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationActions_report$data = {
  readonly event: {
    readonly isCancelled: boolean;
  } | null | undefined;
  readonly groupPost: {
    readonly isRemoved: boolean;
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly image: {
    readonly __typename: "UploadedImage";
  } | null | undefined;
  readonly messages: ReadonlyArray<{
    readonly content: string | null | undefined;
    readonly isReported: boolean;
  }>;
  readonly profile: {
    readonly displayName: string;
    readonly suspendedAt: string | null | undefined;
  };
  readonly status: ModerationReportStatus;
  readonly " $fragmentType": "ModerationActions_report";
};
export type ModerationActions_report$key = {
  readonly " $data"?: ModerationActions_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationActions_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationActions_report",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedMessage",
      "kind": "LinkedField",
      "name": "messages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isReported",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
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
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedGroupPost",
      "kind": "LinkedField",
      "name": "groupPost",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isRemoved",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedEvent",
      "kind": "LinkedField",
      "name": "event",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCancelled",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedProfile",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suspendedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ModerationReport",
  "abstractKey": null
};

(node as any).hash = "19a5297b69b3de33c15bd33a52e4bd59";

export default node;
