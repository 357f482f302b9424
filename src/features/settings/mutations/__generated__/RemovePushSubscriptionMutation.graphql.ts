/**
 * @generated SignedSource<<ec0a4dfcd289a0d0899eafb3abc125ec>>
 * @relayHash 1a78b7d61fe0dceca2e49a24e07ade2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93b9b442dbc94e831c8ead426ebaafddafc839a708c94f4400c954431303ecbc

import { ConcreteRequest } from 'relay-runtime';
export type PushSubscriptionRemoveInput = {
  endpoint: string;
};
export type RemovePushSubscriptionMutation$variables = {
  input: PushSubscriptionRemoveInput;
};
export type RemovePushSubscriptionMutation$data = {
  readonly pushSubscriptionRemove: {
    readonly isSubscribed: boolean;
  };
};
export type RemovePushSubscriptionMutation = {
  response: RemovePushSubscriptionMutation$data;
  variables: RemovePushSubscriptionMutation$variables;
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
    "name": "pushSubscriptionRemove",
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
    "name": "RemovePushSubscriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RemovePushSubscriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "93b9b442dbc94e831c8ead426ebaafddafc839a708c94f4400c954431303ecbc",
    "metadata": {},
    "name": "RemovePushSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "44cd9638ce3a016747388f21f5438a4a";

export default node;
