/**
 * @generated SignedSource<<93630b125637c7e40015032b5d89a65d>>
 * @relayHash f0ab851937a4fc6b5b89cb50e3302493
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c676fdfa9e187dd44ff5bcf238779d0fa022214d3e247342d14e00dd6ed4d1c

import { ConcreteRequest } from 'relay-runtime';
export type PushSubscriptionAddInput = {
  auth: string;
  endpoint: string;
  p256dh: string;
};
export type AddPushSubscriptionMutation$variables = {
  input: PushSubscriptionAddInput;
};
export type AddPushSubscriptionMutation$data = {
  readonly pushSubscriptionAdd: {
    readonly isSubscribed: boolean;
  };
};
export type AddPushSubscriptionMutation = {
  response: AddPushSubscriptionMutation$data;
  variables: AddPushSubscriptionMutation$variables;
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
    "concreteType": "PushSubscriptionPayload",
    "kind": "LinkedField",
    "name": "pushSubscriptionAdd",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isSubscribed",
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
    "name": "AddPushSubscriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddPushSubscriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0c676fdfa9e187dd44ff5bcf238779d0fa022214d3e247342d14e00dd6ed4d1c",
    "metadata": {},
    "name": "AddPushSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e60a61ef16fb04c1530cc535ee0f8ccb";

export default node;
