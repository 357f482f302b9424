/**
 * @generated SignedSource<<9749f31abfa9af414a923a8efd677a6b>>
 * @relayHash 869fb7b689b750e248118d2d6d98765c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb8535d7906fa364f8631e6c16cf5e085e8664798a0d99a53b7efd18a288a3b6

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUuidInput = {
  uuid: string;
};
export type UserHideProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type UserHideProfileMutation$data = {
  readonly userHideProfile: {
    readonly profile: {
      readonly id: string;
      readonly isHidden: boolean;
    } | null | undefined;
  };
};
export type UserHideProfileMutation = {
  response: UserHideProfileMutation$data;
  variables: UserHideProfileMutation$variables;
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
    "concreteType": "BlockProfilePayload",
    "kind": "LinkedField",
    "name": "userHideProfile",
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
            "name": "isHidden",
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
    "name": "UserHideProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserHideProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fb8535d7906fa364f8631e6c16cf5e085e8664798a0d99a53b7efd18a288a3b6",
    "metadata": {},
    "name": "UserHideProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d89e03fe67f94d6ec1c4cefdd49e297";

export default node;
