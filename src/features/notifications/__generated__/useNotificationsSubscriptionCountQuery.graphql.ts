/**
 * @generated SignedSource<<70c7e0e65581a3e25f7662ea5921853f>>
 * @relayHash 51e6aea4b16076bcad112663c3be0241
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c61bc4c59629efb945eb70acc81429ec660ea52ac34514b8b5054e2be81d2d6

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationsSubscriptionCountQuery$variables = Record<PropertyKey, never>;
export type useNotificationsSubscriptionCountQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly notificationsUnreadCount: number;
  } | null | undefined;
};
export type useNotificationsSubscriptionCountQuery = {
  response: useNotificationsSubscriptionCountQuery$data;
  variables: useNotificationsSubscriptionCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "notificationsUnreadCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationsSubscriptionCountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationsSubscriptionCountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8c61bc4c59629efb945eb70acc81429ec660ea52ac34514b8b5054e2be81d2d6",
    "metadata": {},
    "name": "useNotificationsSubscriptionCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "28086f668346ad1ce44a71f0fb1a3105";

export default node;
