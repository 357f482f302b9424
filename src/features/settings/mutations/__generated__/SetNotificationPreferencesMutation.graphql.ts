/**
 * @generated SignedSource<<7bb70f029b8f3fc1cd1d22e5428020ff>>
 * @relayHash 98918a2e9bb105753d5ac16d5f464ba1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ef86d111fc711440407da676d5f272916559ea5e36a2097cd15640cab269c7d

import { ConcreteRequest } from 'relay-runtime';
export type NotificationPreferencesInput = {
  chatRequests?: boolean | null | undefined;
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
    "id": "8ef86d111fc711440407da676d5f272916559ea5e36a2097cd15640cab269c7d",
    "metadata": {},
    "name": "SetNotificationPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e46fb7ae07b221ecfa6f5a1eec069e9b";

export default node;
