/**
 * @generated SignedSource<<4086b2070bc0bc18589c0c28319a6ade>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportReason = "HARASSMENT" | "IMPERSONATION" | "OTHER" | "SPAM_OR_SCAM" | "UNDERAGE" | "UNRATED_EXPLICIT_CONTENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationReportRow_report$data = {
  readonly createdAt: string;
  readonly details: string | null | undefined;
  readonly event: {
    readonly __typename: "ModeratedEvent";
  } | null | undefined;
  readonly groupPost: {
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly image: {
    readonly __typename: "UploadedImage";
  } | null | undefined;
  readonly messages: ReadonlyArray<{
    readonly isReported: boolean;
  }>;
  readonly profile: {
    readonly displayName: string;
  };
  readonly reason: ReportReason;
  readonly reporter: {
    readonly displayName: string;
  };
  readonly " $fragmentType": "ModerationReportRow_report";
};
export type ModerationReportRow_report$key = {
  readonly " $data"?: ModerationReportRow_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationReportRow_report">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationReportRow_report",
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
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "details",
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
      "concreteType": "ModeratedProfile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedProfile",
      "kind": "LinkedField",
      "name": "reporter",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ModerationReport",
  "abstractKey": null
};
})();

(node as any).hash = "0f7c56278f835685c2b5294d9019a963";

export default node;
