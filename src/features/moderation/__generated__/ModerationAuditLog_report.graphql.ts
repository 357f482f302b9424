/**
 * @generated SignedSource<<f0b4ea9466dd55ab069bb481ae500636>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModerationActionKind = "ACCOUNT_SUSPENDED" | "DISMISSED" | "EVENT_REMOVED" | "GROUP_POST_REMOVED" | "IMAGE_REMOVED" | "MESSAGE_REMOVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationAuditLog_report$data = {
  readonly actions: ReadonlyArray<{
    readonly actorName: string;
    readonly createdAt: string;
    readonly id: string;
    readonly kind: ModerationActionKind;
    readonly note: string | null | undefined;
    readonly suspendedUntil: string | null | undefined;
  }>;
  readonly " $fragmentType": "ModerationAuditLog_report";
};
export type ModerationAuditLog_report$key = {
  readonly " $data"?: ModerationAuditLog_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationAuditLog_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationAuditLog_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationAction",
      "kind": "LinkedField",
      "name": "actions",
      "plural": true,
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suspendedUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ModerationReport",
  "abstractKey": null
};

(node as any).hash = "97756993ba9de792e0737b740201ccab";

export default node;
