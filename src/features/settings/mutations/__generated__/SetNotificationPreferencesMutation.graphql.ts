/**
 * @generated SignedSource<<ef584a93bb059b2dcc4b42dc6840a5d3>>
 * @relayHash 5a573d7578bd270802cb9fb87fc337a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60766b2b701f16724ba33e8f75e3e3a0968208ba00059f187aca8147e2adeae1

import { ConcreteRequest } from 'relay-runtime';
export type NotificationPreferencesInput = {
  chatRequests?: boolean | null | undefined;
  eventChanges?: boolean | null | undefined;
  eventReminders?: boolean | null | undefined;
  groupReplies?: boolean | null | undefined;
  likes?: boolean | null | undefined;
  messages?: boolean | null | undefined;
  mutuals?: boolean | null | undefined;
  notWhileActive?: boolean | null | undefined;
};
export type SetNotificationPreferencesMutation$variables = {
  input: NotificationPreferencesInput;
};
export type SetNotificationPreferencesMutation$data = {
  readonly notificationPreferencesSet: {
    readonly viewer: {
      readonly id: string;
      readonly notificationPreferences: {
        readonly chatRequests: boolean;
        readonly eventChanges: boolean;
        readonly eventReminders: boolean;
        readonly groupReplies: boolean;
        readonly likes: boolean;
        readonly messages: boolean;
        readonly mutuals: boolean;
        readonly notWhileActive: boolean;
      };
    };
  };
};
export type SetNotificationPreferencesMutation = {
  response: SetNotificationPreferencesMutation$data;
  variables: SetNotificationPreferencesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "NotificationPreferencesPayload",
    "kind": "LinkedField",
    "name": "notificationPreferencesSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
            "concreteType": "NotificationPreferences",
            "kind": "LinkedField",
            "name": "notificationPreferences",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "likes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mutuals",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chatRequests",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messages",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "groupReplies",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eventChanges",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eventReminders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notWhileActive",
                "storageKey": null
              }
            ],
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
    "name": "SetNotificationPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetNotificationPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "60766b2b701f16724ba33e8f75e3e3a0968208ba00059f187aca8147e2adeae1",
    "metadata": {},
    "name": "SetNotificationPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "564eb60fda3d22b4805df5fd58d8db1a";

export default node;
