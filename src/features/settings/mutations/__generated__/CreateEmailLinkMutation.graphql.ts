/**
 * @generated SignedSource<<d9b9418c78fcf739cf4da035c0195130>>
 * @relayHash 4f79e89526f6e083f5e8f131b66b10e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11c2ee25b192bdb6709b8c23c8a827811848be470287ae00104defa6adcf5b10

import { ConcreteRequest } from 'relay-runtime';
export type EmailLinkCreateInput = {
  email: string;
};
export type CreateEmailLinkMutation$variables = {
  input: EmailLinkCreateInput;
};
export type CreateEmailLinkMutation$data = {
  readonly emailLinkCreate: {
    readonly ok: boolean;
  };
};
export type CreateEmailLinkMutation = {
  response: CreateEmailLinkMutation$data;
  variables: CreateEmailLinkMutation$variables;
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
    "name": "CreateEmailLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateEmailLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "11c2ee25b192bdb6709b8c23c8a827811848be470287ae00104defa6adcf5b10",
    "metadata": {},
    "name": "CreateEmailLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79bb8d403787b29835d888b3665cbbc5";

export default node;
