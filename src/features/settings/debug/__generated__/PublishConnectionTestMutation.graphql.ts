/**
 * @generated SignedSource<<0bcc7315e30cebd7ae1d986725fec5fa>>
 * @relayHash 4066c37bf44abd87d60312bd04aeef43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12a3378c801ba5f2fbfc7d3f3e267c98660cfc8ec2ed505a149c343690e18f1f

import { ConcreteRequest } from 'relay-runtime';
export type PublishConnectionTestInput = {
  channel?: string;
  message?: string;
};
export type PublishConnectionTestMutation$variables = {
  input: PublishConnectionTestInput;
};
export type PublishConnectionTestMutation$data = {
  readonly publishConnectionTest: {
    readonly ok: boolean;
  };
};
export type PublishConnectionTestMutation = {
  response: PublishConnectionTestMutation$data;
  variables: PublishConnectionTestMutation$variables;
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
    "concreteType": "PublishConnectionTestPayload",
    "kind": "LinkedField",
    "name": "publishConnectionTest",
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
    "name": "PublishConnectionTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PublishConnectionTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "12a3378c801ba5f2fbfc7d3f3e267c98660cfc8ec2ed505a149c343690e18f1f",
    "metadata": {},
    "name": "PublishConnectionTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8fe7a051501d05866041c512f0ce7dc";

export default node;
