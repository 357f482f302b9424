/**
 * @generated SignedSource<<262906a3719d193780633e8ad3d21d9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModerationReportStatus = "ACTIONED" | "DISMISSED" | "OPEN" | "%future added value";
export type ReportReason = "HARASSMENT" | "IMPERSONATION" | "OTHER" | "SPAM_OR_SCAM" | "UNDERAGE" | "UNRATED_EXPLICIT_CONTENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationReportDetail_report$data = {
  readonly createdAt: string;
  readonly details: string | null | undefined;
  readonly event: {
    readonly description: string;
    readonly displayName: string;
    readonly eventBeginAt: string;
    readonly isCancelled: boolean;
  } | null | undefined;
  readonly groupPost: {
    readonly content: string | null | undefined;
    readonly groupName: string;
    readonly isRemoved: boolean;
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly image: {
    readonly url: string;
  } | null | undefined;
  readonly isImageRemoved: boolean;
  readonly messages: ReadonlyArray<{
    readonly authorName: string | null | undefined;
    readonly content: string | null | undefined;
    readonly createdAt: string;
    readonly earlierTexts: ReadonlyArray<string>;
    readonly id: string;
    readonly isReported: boolean;
  }>;
  readonly profile: {
    readonly dateOfBirth: string | null | undefined;
    readonly displayName: string;
    readonly sameEmailAccounts: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SameEmailAccounts_accounts">;
    }>;
    readonly suspendedAt: string | null | undefined;
    readonly suspendedUntil: string | null | undefined;
    readonly suspensionReason: string | null | undefined;
    readonly uuid: string;
  };
  readonly reason: ReportReason;
  readonly reporter: {
    readonly displayName: string;
  };
  readonly status: ModerationReportStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationActions_report" | "ModerationAuditLog_report">;
  readonly " $fragmentType": "ModerationReportDetail_report";
};
export type ModerationReportDetail_report$key = {
  readonly " $data"?: ModerationReportDetail_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationReportDetail_report">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationReportDetail_report",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "status",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedProfile",
      "kind": "LinkedField",
      "name": "reporter",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
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
          "name": "uuid",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateOfBirth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suspendedAt",
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
          "name": "suspensionReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ModeratedProfile",
          "kind": "LinkedField",
          "name": "sameEmailAccounts",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "SameEmailAccounts_accounts"
            }
          ],
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorName",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isReported",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "earlierTexts",
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
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 640
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:640)"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isImageRemoved",
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
          "name": "groupName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v3/*:: as any*/),
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
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
          "name": "isCancelled",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ModerationActions_report"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ModerationAuditLog_report"
    }
  ],
  "type": "ModerationReport",
  "abstractKey": null
};
})();

(node as any).hash = "04325913fca783bb11a5921c07596a41";

export default node;
