/**
 * @generated SignedSource<<ecdf279dbdbf8188e0fd0448720d461c>>
 * @relayHash c7b7d336b63febd7aef04271ab3d5e4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd3f37d4024ab58fc08a3abecd6419be8046a80dc227072c3848216e33b33fe3

import { ConcreteRequest } from 'relay-runtime';
export type MarkAllNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type MarkAllNotificationsReadMutation$data = {
  readonly notificationsMarkAllRead: {
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly isRead: boolean;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly notificationsUnreadCount: number;
    };
  };
};
export type MarkAllNotificationsReadMutation = {
  response: MarkAllNotificationsReadMutation$data;
  variables: MarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": "NotificationsMarkAllReadPayload",
    "kind": "LinkedField",
    "name": "notificationsMarkAllRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notificationsUnreadCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "notificationsMarkAllRead(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cd3f37d4024ab58fc08a3abecd6419be8046a80dc227072c3848216e33b33fe3",
    "metadata": {},
    "name": "MarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "367b8b454fe1216166e4bc3ae0699d14";

export default node;
