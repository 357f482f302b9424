/**
 * @generated SignedSource<<75eea7be7471eac09a8192efb6052b85>>
 * @relayHash 549415c8b4aaa295dba06d32dc8829c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4c49dc38938ec87371bf13684b9b7acd8c2937ae4dd7d4bdbaea4dfdccb3599

import { ConcreteRequest } from 'relay-runtime';
export type UserHardKinkOptInSetInput = {
  optIn: boolean;
};
export type SetHardKinkOptInMutation$variables = {
  input: UserHardKinkOptInSetInput;
};
export type SetHardKinkOptInMutation$data = {
  readonly userHardKinkOptInSet: {
    readonly viewer: {
      readonly contentOptions: {
        readonly isHardContentOptIn: boolean;
      };
      readonly id: string;
    };
  };
};
export type SetHardKinkOptInMutation = {
  response: SetHardKinkOptInMutation$data;
  variables: SetHardKinkOptInMutation$variables;
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
    "name": "SetHardKinkOptInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetHardKinkOptInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a4c49dc38938ec87371bf13684b9b7acd8c2937ae4dd7d4bdbaea4dfdccb3599",
    "metadata": {},
    "name": "SetHardKinkOptInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd64e34b6e8de9077ca1766a3e1b7f38";

export default node;
