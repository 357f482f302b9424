/**
 * @generated SignedSource<<cf7801a46f88b922763cd5236858f82e>>
 * @relayHash 419f2d8960201a0fe958e3aa7382c408
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17b06dfe3a8261eafe431fb28590ff35995db12d871e73e0022bdec77225e765

import { ConcreteRequest } from 'relay-runtime';
export type UserExplicitContentOptInSetInput = {
  optIn: boolean;
};
export type UserExplicitContentOptInSetMutation$variables = {
  input: UserExplicitContentOptInSetInput;
};
export type UserExplicitContentOptInSetMutation$data = {
  readonly userExplicitContentOptInSet: {
    readonly viewer: {
      readonly contentOptions: {
        readonly isExplicitContentOptIn: boolean;
      };
      readonly id: string;
    };
  };
};
export type UserExplicitContentOptInSetMutation = {
  response: UserExplicitContentOptInSetMutation$data;
  variables: UserExplicitContentOptInSetMutation$variables;
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
    "name": "UserExplicitContentOptInSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserExplicitContentOptInSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "17b06dfe3a8261eafe431fb28590ff35995db12d871e73e0022bdec77225e765",
    "metadata": {},
    "name": "UserExplicitContentOptInSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c810e523f1566d62509b54e2432e974f";

export default node;
