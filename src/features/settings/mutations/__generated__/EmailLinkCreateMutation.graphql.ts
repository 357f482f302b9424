/**
 * @generated SignedSource<<88dd3616fcf207a7116a9ff8ad16a1c6>>
 * @relayHash 6187bf3c9552f3bc27d66838db68e244
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e601b84da88e462d20482e52b0821f6c4eeb199cb25510484b8e3aef0767f11

import { ConcreteRequest } from 'relay-runtime';
export type EmailLinkCreateInput = {
  email: string;
};
export type EmailLinkCreateMutation$variables = {
  input: EmailLinkCreateInput;
};
export type EmailLinkCreateMutation$data = {
  readonly emailLinkCreate: {
    readonly ok: boolean;
  };
};
export type EmailLinkCreateMutation = {
  response: EmailLinkCreateMutation$data;
  variables: EmailLinkCreateMutation$variables;
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
    "concreteType": "EmailLinkCreatePayload",
    "kind": "LinkedField",
    "name": "emailLinkCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "EmailLinkCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailLinkCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6e601b84da88e462d20482e52b0821f6c4eeb199cb25510484b8e3aef0767f11",
    "metadata": {},
    "name": "EmailLinkCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "596248b87eecb62f8751c824a55b3ba5";

export default node;
