/**
 * @generated SignedSource<<757708916f71faedb6affc3755aca91f>>
 * @relayHash 7214c0b98e3fedd42f90fd3ad527c00c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09c7cc11e7ca5e7910b792bdb0e91381eb876acaccbc18258a15f087002c1844

import { ConcreteRequest } from 'relay-runtime';
export type UserSetUsernameInput = {
  username: string;
};
export type UserSetUsernameMutation$variables = {
  input: UserSetUsernameInput;
};
export type UserSetUsernameMutation$data = {
  readonly userSetUsername: {
    readonly profile: {
      readonly id: string;
      readonly username: string | null | undefined;
    };
  };
};
export type UserSetUsernameMutation = {
  response: UserSetUsernameMutation$data;
  variables: UserSetUsernameMutation$variables;
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
    "name": "UserSetUsernameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserSetUsernameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "09c7cc11e7ca5e7910b792bdb0e91381eb876acaccbc18258a15f087002c1844",
    "metadata": {},
    "name": "UserSetUsernameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3bb0e08857c65286658ba8b2dd295857";

export default node;
