/**
 * @generated SignedSource<<5e4f16d79975884b4136acabdd8f3633>>
 * @relayHash 1cee480b4792193dba235d33c1911ae5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fa8e9ce0e0ba1584340e0fc8c23d556ee1a86906d0c34fd92e7766052ae696e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type NotificationSettingsScreenQuery$data = {
  readonly viewer: {
    readonly pushPublicKey: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationPreferencesForm_viewer">;
  };
};
export type NotificationSettingsScreenQuery = {
  response: NotificationSettingsScreenQuery$data;
  variables: NotificationSettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pushPublicKey",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationSettingsScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "NotificationPreferencesForm_viewer"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSettingsScreenQuery",
    "selections": [
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
    ]
  },
  "params": {
    "id": "3fa8e9ce0e0ba1584340e0fc8c23d556ee1a86906d0c34fd92e7766052ae696e",
    "metadata": {},
    "name": "NotificationSettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0d753a9746b6b8f7cc2f4bd5d7d5b41a";

export default node;
