/**
 * @generated SignedSource<<a3cefbab9fd858d2a43b0ad794eec784>>
 * @relayHash 2c1f19693d59a5c96c4732ef7c1faf6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bc9830f4963d2ff71a4836f97b72c0430bd2c0c6b116f3d315c3cd7fa8cd468

import { ConcreteRequest } from 'relay-runtime';
export type UserExplicitContentOptInSetInput = {
  optIn: boolean;
};
export type SetExplicitContentOptInMutation$variables = {
  input: UserExplicitContentOptInSetInput;
};
export type SetExplicitContentOptInMutation$data = {
  readonly userExplicitContentOptInSet: {
    readonly viewer: {
      readonly contentOptions: {
        readonly isExplicitContentOptIn: boolean;
      };
      readonly id: string;
    };
  };
};
export type SetExplicitContentOptInMutation = {
  response: SetExplicitContentOptInMutation$data;
  variables: SetExplicitContentOptInMutation$variables;
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
    "name": "userExplicitContentOptInSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
            "concreteType": "ContentOptions",
            "kind": "LinkedField",
            "name": "contentOptions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isExplicitContentOptIn",
                "storageKey": null
              }
            ],
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
    "name": "SetExplicitContentOptInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetExplicitContentOptInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3bc9830f4963d2ff71a4836f97b72c0430bd2c0c6b116f3d315c3cd7fa8cd468",
    "metadata": {},
    "name": "SetExplicitContentOptInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6a966315883ceab376ca7119fa6f09c3";

export default node;
