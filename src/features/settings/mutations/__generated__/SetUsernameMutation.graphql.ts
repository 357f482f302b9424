/**
 * @generated SignedSource<<dde8e338845526be31ab8e61bdf5d68a>>
 * @relayHash a49703c18a25753b1e17fa38469a3d6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 882381c1eed3d47c8ce37b6038e210baec26c6d40e7763ad94c31f6d1900af9c

import { ConcreteRequest } from 'relay-runtime';
export type UserSetUsernameInput = {
  username: string;
};
export type SetUsernameMutation$variables = {
  input: UserSetUsernameInput;
};
export type SetUsernameMutation$data = {
  readonly userSetUsername: {
    readonly profile: {
      readonly id: string;
      readonly username: string | null | undefined;
    };
  };
};
export type SetUsernameMutation = {
  response: SetUsernameMutation$data;
  variables: SetUsernameMutation$variables;
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
    "concreteType": "ProfilePayload",
    "kind": "LinkedField",
    "name": "userSetUsername",
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
            "name": "username",
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
    "name": "SetUsernameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetUsernameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "882381c1eed3d47c8ce37b6038e210baec26c6d40e7763ad94c31f6d1900af9c",
    "metadata": {},
    "name": "SetUsernameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a62c0c7ab8653995ed42edf77dee96e";

export default node;
