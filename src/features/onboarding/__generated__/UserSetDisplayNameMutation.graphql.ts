/**
 * @generated SignedSource<<6dd4e80e59fba1e98a0abfe2fca7b1aa>>
 * @relayHash 1f0c65cdebb9176e9805b3f631fad870
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 957a4ea5e064bb39ab958deec32934bad909eb06c588ca67edcfda3f7632a9ac

import { ConcreteRequest } from 'relay-runtime';
export type UserSetDisplayNameInput = {
  displayName: string;
};
export type UserSetDisplayNameMutation$variables = {
  input: UserSetDisplayNameInput;
};
export type UserSetDisplayNameMutation$data = {
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
export type UserSetDisplayNameMutation = {
  response: UserSetDisplayNameMutation$data;
  variables: UserSetDisplayNameMutation$variables;
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
    "name": "UserSetDisplayNameMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserSetDisplayNameMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "957a4ea5e064bb39ab958deec32934bad909eb06c588ca67edcfda3f7632a9ac",
    "metadata": {},
    "name": "UserSetDisplayNameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aab0246bd64edea6bd55c604d92891bb";

export default node;
