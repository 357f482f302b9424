/**
 * @generated SignedSource<<b418ceec9e7047f6f5a408eeae2eaa72>>
 * @relayHash 1eead4ca4ba414bba0fa0bed2dce1845
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 600d81cdd283ef33410677ede6f9f520bbfbd19ae1f436c9dca9479e20578f81

import { ConcreteRequest } from 'relay-runtime';
export type NotificationPreferencesInput = {
  chatRequests?: boolean | null | undefined;
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
    "id": "600d81cdd283ef33410677ede6f9f520bbfbd19ae1f436c9dca9479e20578f81",
    "metadata": {},
    "name": "SetNotificationPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03dcfd354c1122cc3faf6bd760723445";

export default node;
