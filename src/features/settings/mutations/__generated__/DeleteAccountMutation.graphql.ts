/**
 * @generated SignedSource<<be2e0768ca3d3587e63caf2e1e3a8f00>>
 * @relayHash 8219817b85b924807b7ba3af0311ee3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23328481ca54c4a033ebdb268a9a15d3724e5b7e75d28f784e410bf7de0bb9cb

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAccountInput = {
  confirm: boolean;
};
export type DeleteAccountMutation$variables = {
  input: DeleteAccountInput;
};
export type DeleteAccountMutation$data = {
  readonly deleteAccount: {
    readonly ok: boolean;
  };
};
export type DeleteAccountMutation = {
  response: DeleteAccountMutation$data;
  variables: DeleteAccountMutation$variables;
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
    "concreteType": "DeleteAccountPayload",
    "kind": "LinkedField",
    "name": "deleteAccount",
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
    "name": "DeleteAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "23328481ca54c4a033ebdb268a9a15d3724e5b7e75d28f784e410bf7de0bb9cb",
    "metadata": {},
    "name": "DeleteAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e941cd448838c7f79077152910de27c7";

export default node;
