/**
 * @generated SignedSource<<7327bd5c8c6e32175b20ff916106532a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "CHAT_REQUEST" | "EVENT_CANCELLED" | "EVENT_CHANGED" | "EVENT_PROMOTED" | "EVENT_REMINDER" | "GROUP_REPLY" | "LIKE" | "MESSAGE" | "MUTUAL" | "%future added value";
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationItem_notification$data = {
  readonly actor: {
    readonly bestRole: {
      readonly name: Role;
    } | null | undefined;
    readonly displayName: string;
    readonly primaryImage: {
      readonly image: {
        readonly url: string;
      };
    } | null | undefined;
    readonly uuid: string;
  };
  readonly chatRoom: {
    readonly uuid: string;
  } | null | undefined;
  readonly count: number;
  readonly createdAt: string;
  readonly event: {
    readonly displayName: string;
    readonly uuid: string;
  } | null | undefined;
  readonly groupThread: {
    readonly group: {
      readonly uuid: string;
    };
    readonly title: string;
    readonly uuid: string;
  } | null | undefined;
  readonly id: string;
  readonly isRead: boolean;
  readonly kind: NotificationKind;
  readonly " $fragmentType": "NotificationItem_notification";
};
export type NotificationItem_notification$key = {
  readonly " $data"?: NotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationItem_notification",
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
      "name": "count",
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
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileRole",
          "kind": "LinkedField",
          "name": "bestRole",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "primaryImage",
          "plural": false,
          "selections": [
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
                      "value": 64
                    }
                  ],
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": "url(width:64)"
                }
              ],
              "storageKey": null
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
      "concreteType": "ChatRoom",
      "kind": "LinkedField",
      "name": "chatRoom",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupThread",
      "kind": "LinkedField",
      "name": "groupThread",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "Group",
          "kind": "LinkedField",
          "name": "group",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Event",
      "kind": "LinkedField",
      "name": "event",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "508fb3e3761439f6e3db11da8a4f0cd3";

export default node;
