/**
 * @generated SignedSource<<00fb97e292b285a6420c0af4ede3f21a>>
 * @relayHash d51f25a87e3797c07471aa5b211ee27b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f65e772a1fd0aaa5b395f428d4c7562c9a508231acc1ddeb20f615816c252c34

import { ConcreteRequest } from 'relay-runtime';
export type UserHardKinkOptInSetInput = {
  optIn: boolean;
};
export type UserHardKinkOptInSetMutation$variables = {
  input: UserHardKinkOptInSetInput;
};
export type UserHardKinkOptInSetMutation$data = {
  readonly userHardKinkOptInSet: {
    readonly viewer: {
      readonly contentOptions: {
        readonly isHardContentOptIn: boolean;
      };
      readonly id: string;
    };
  };
};
export type UserHardKinkOptInSetMutation = {
  response: UserHardKinkOptInSetMutation$data;
  variables: UserHardKinkOptInSetMutation$variables;
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
    "name": "userHardKinkOptInSet",
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
                "name": "isHardContentOptIn",
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
    "name": "UserHardKinkOptInSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserHardKinkOptInSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f65e772a1fd0aaa5b395f428d4c7562c9a508231acc1ddeb20f615816c252c34",
    "metadata": {},
    "name": "UserHardKinkOptInSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "786f5ce3f66d3ad2ca35e04f39d54f3a";

export default node;
