/**
 * @generated SignedSource<<1fc4856e1f3409ea93d7c5c0543e3c38>>
 * @relayHash fb9015b543abb6eb8987bf935086050e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb46a2b2802aa541e15fc3a57be796015f61313be270f5ab7566e32afe36d695

import { ConcreteRequest } from 'relay-runtime';
export type UserSetDateOfBirthInput = {
  dateOfBirth: string;
};
export type SetDateOfBirthMutation$variables = {
  input: UserSetDateOfBirthInput;
};
export type SetDateOfBirthMutation$data = {
  readonly userSetDateOfBirth: {
    readonly profile: {
      readonly age: number | null | undefined;
      readonly dateOfBirth: string | null | undefined;
      readonly id: string;
    };
    readonly viewer: {
      readonly id: string;
      readonly isAdult: boolean;
      readonly isOnboarded: boolean;
    };
  };
};
export type SetDateOfBirthMutation = {
  response: SetDateOfBirthMutation$data;
  variables: SetDateOfBirthMutation$variables;
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
    "name": "SetDateOfBirthMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetDateOfBirthMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "eb46a2b2802aa541e15fc3a57be796015f61313be270f5ab7566e32afe36d695",
    "metadata": {},
    "name": "SetDateOfBirthMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "992d2b7b0c4a37b08fd3ba7c165b33ed";

export default node;
