/**
 * @generated SignedSource<<1d0009fb6c722bc19e0cd3caf0f3a718>>
 * @relayHash 5dd54753e8e411df9befb6e3b8340ed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bb2ce8eb44d9cb722c7d8bcfdae5c1dd1b39be03de9ab915bb874a394490031

import { ConcreteRequest } from 'relay-runtime';
export type Presence = "ACTIVE_THIS_WEEK" | "ACTIVE_TODAY" | "ONLINE" | "%future added value";
export type useProfilePresenceSubscription$variables = {
  profileId: string;
};
export type useProfilePresenceSubscription$data = {
  readonly profilePresence: {
    readonly profile: {
      readonly id: string;
      readonly presence: Presence | null | undefined;
    };
  };
};
export type useProfilePresenceSubscription = {
  response: useProfilePresenceSubscription$data;
  variables: useProfilePresenceSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "profileId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "profileId",
        "variableName": "profileId"
      }
    ],
    "concreteType": "ProfilePresenceEvent",
    "kind": "LinkedField",
    "name": "profilePresence",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
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
            "kind": "ScalarField",
            "name": "presence",
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
    "name": "useProfilePresenceSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProfilePresenceSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1bb2ce8eb44d9cb722c7d8bcfdae5c1dd1b39be03de9ab915bb874a394490031",
    "metadata": {},
    "name": "useProfilePresenceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "f94f404265887062ce1b8ad1a1f4474b";

export default node;
