/**
 * @generated SignedSource<<3bd070eb5a912d652d57cf3247910a71>>
 * @relayHash 73cdc5a8a6d8fe30e4e547aa897f25f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de13140a61a6781f6990d048e59782b0e5af6750a29f5663f48a34844a9efb2d

import { ConcreteRequest } from 'relay-runtime';
export type NotificationReadInput = {
  id: string;
};
export type MarkNotificationReadMutation$variables = {
  input: NotificationReadInput;
};
export type MarkNotificationReadMutation$data = {
  readonly notificationRead: {
    readonly notification: {
      readonly id: string;
      readonly isRead: boolean;
    } | null | undefined;
    readonly viewer: {
      readonly id: string;
      readonly notificationsUnreadCount: number;
    };
  };
};
export type MarkNotificationReadMutation = {
  response: MarkNotificationReadMutation$data;
  variables: MarkNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "NotificationReadPayload",
    "kind": "LinkedField",
    "name": "notificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
          (v1/*:: as any*/),
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MarkNotificationReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkNotificationReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "de13140a61a6781f6990d048e59782b0e5af6750a29f5663f48a34844a9efb2d",
    "metadata": {},
    "name": "MarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f8773fa90fa6dafda26d0fa0f957135";

export default node;
