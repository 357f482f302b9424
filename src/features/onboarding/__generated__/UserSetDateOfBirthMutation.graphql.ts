/**
 * @generated SignedSource<<da7626b88316020681b598989f4d2222>>
 * @relayHash 42e9ee8a7e68e0574ba6e6b02344e50c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 110edbb4fa84c2f08bf29239d322eef9e32064a33164ea76561526e39f7919b3

import { ConcreteRequest } from 'relay-runtime';
export type UserSetDateOfBirthInput = {
  dateOfBirth: any;
};
export type UserSetDateOfBirthMutation$variables = {
  input: UserSetDateOfBirthInput;
};
export type UserSetDateOfBirthMutation$data = {
  readonly userSetDateOfBirth: {
    readonly profile: {
      readonly age: number | null | undefined;
      readonly dateOfBirth: any | null | undefined;
      readonly id: string;
    };
    readonly viewer: {
      readonly id: string;
      readonly isAdult: boolean;
      readonly isOnboarded: boolean;
    };
  };
};
export type UserSetDateOfBirthMutation = {
  response: UserSetDateOfBirthMutation$data;
  variables: UserSetDateOfBirthMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "userSetDateOfBirth",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dateOfBirth",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "age",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isOnboarded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdult",
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
    "name": "UserSetDateOfBirthMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserSetDateOfBirthMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "110edbb4fa84c2f08bf29239d322eef9e32064a33164ea76561526e39f7919b3",
    "metadata": {},
    "name": "UserSetDateOfBirthMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b1999bf80dfc1b619585d928a5c100d3";

export default node;
