/**
 * @generated SignedSource<<2848aaa5b22566e3a38703c54d7f3f59>>
 * @relayHash cf64cd4a37d9743f71f0dce5af4e7f45
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 878d8f6a297c3d957b967ca33751eefa72062084efe322dfc2edb09ae4f5ff93

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationKind = "CHAT_REQUEST" | "EVENT_CANCELLED" | "EVENT_CHANGED" | "EVENT_PROMOTED" | "EVENT_REMINDER" | "GROUP_REPLY" | "LIKE" | "MESSAGE" | "MUTUAL" | "%future added value";
export type Role = "PUBLIC" | "SUPPORTER" | "SUPPORTER_DIAMOND" | "SUPPORTER_GOLD" | "SUPPORTER_SILVER" | "SUPPORTER_VIP" | "TEAM" | "%future added value";
export type useNotificationsSubscription$variables = Record<PropertyKey, never>;
export type useNotificationsSubscription$data = {
  readonly notifications: {
    readonly notification: {
      readonly actor: {
        readonly bestRole: {
          readonly name: Role;
        } | null | undefined;
        readonly displayName: string;
      };
      readonly count: number;
      readonly event: {
        readonly displayName: string;
      } | null | undefined;
      readonly groupThread: {
        readonly title: string;
      } | null | undefined;
      readonly id: string;
      readonly isRead: boolean;
      readonly kind: NotificationKind;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
    };
    readonly unreadCount: number;
  };
};
export type useNotificationsSubscription = {
  response: useNotificationsSubscription$data;
  variables: useNotificationsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRead",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationEvent",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "actor",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
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
                  (v7/*:: as any*/)
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
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationItem_notification"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationEvent",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "actor",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v1/*:: as any*/),
                  (v8/*:: as any*/),
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
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
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
                  (v7/*:: as any*/),
                  (v1/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Group",
                    "kind": "LinkedField",
                    "name": "group",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v1/*:: as any*/),
                  (v8/*:: as any*/)
                ],
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
                "concreteType": "ChatRoom",
                "kind": "LinkedField",
                "name": "chatRoom",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "878d8f6a297c3d957b967ca33751eefa72062084efe322dfc2edb09ae4f5ff93",
    "metadata": {},
    "name": "useNotificationsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "c4c764636451aaf71e542019fa9cdb65";

export default node;
