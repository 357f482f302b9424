/**
 * @generated SignedSource<<e1ef18fd3bf1846c2687876a15750bfa>>
 * @relayHash f0560a6eaa7f89f003b0118130c6648a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 342f38ca2cf172a05dd943e63e25cedbcec0e7ca18bf267cf08a7d8e6955b1fb

import { ConcreteRequest } from 'relay-runtime';
export type WebSocketTestSubscription$variables = {
  channel: string;
};
export type WebSocketTestSubscription$data = {
  readonly connectionTest: {
    readonly channel: string;
    readonly date: string;
    readonly message: string;
  };
};
export type WebSocketTestSubscription = {
  response: WebSocketTestSubscription$data;
  variables: WebSocketTestSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "channel"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "channel",
        "variableName": "channel"
      }
    ],
    "concreteType": "ConnectionTestEvent",
    "kind": "LinkedField",
    "name": "connectionTest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "channel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
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
    "name": "WebSocketTestSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebSocketTestSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "342f38ca2cf172a05dd943e63e25cedbcec0e7ca18bf267cf08a7d8e6955b1fb",
    "metadata": {},
    "name": "WebSocketTestSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "f9f3666e549de9999d560b328aed7cc6";

export default node;
