/**
 * @generated SignedSource<<3a423074d01229d2ac6298c5147a4048>>
 * @relayHash 3ba9edd7f557f34c8dc0c4abe2969670
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d7b4c209beebeaec7fc20d7556578817a69d812aab06bb02fe21663ec68e774

import { ConcreteRequest } from 'relay-runtime';
export type UserSetDisplayNameInput = {
  displayName: string;
};
export type SetDisplayNameMutation$variables = {
  input: UserSetDisplayNameInput;
};
export type SetDisplayNameMutation$data = {
  readonly userSetDisplayName: {
    readonly profile: {
      readonly displayName: string;
      readonly id: string;
    };
    readonly viewer: {
      readonly id: string;
      readonly isOnboarded: boolean;
    };
  };
};
export type SetDisplayNameMutation = {
  response: SetDisplayNameMutation$data;
  variables: SetDisplayNameMutation$variables;
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
    "name": "userSetDisplayName",
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
            "name": "displayName",
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
    "name": "SetDisplayNameMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetDisplayNameMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6d7b4c209beebeaec7fc20d7556578817a69d812aab06bb02fe21663ec68e774",
    "metadata": {},
    "name": "SetDisplayNameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9ad7ca129578291676fd8fd28d81c0de";

export default node;
