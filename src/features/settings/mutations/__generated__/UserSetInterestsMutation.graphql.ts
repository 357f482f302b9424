/**
 * @generated SignedSource<<b7967c6f68e2f87ed8551619a5ce67fc>>
 * @relayHash b00aff907ae4b488a3145e03fe8ee21a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8f4bbe3b1991f63ae8dcf2cdfe50fc212d9f7a3c1bf28524d80981f655237b9

import { ConcreteRequest } from 'relay-runtime';
export type UserSetInterestsInput = {
  interests: ReadonlyArray<string>;
};
export type UserSetInterestsMutation$variables = {
  input: UserSetInterestsInput;
};
export type UserSetInterestsMutation$data = {
  readonly userSetInterests: {
    readonly profile: {
      readonly bio: {
        readonly hobbies: ReadonlyArray<{
          readonly interest: {
            readonly id: string;
            readonly interest: string;
          };
        }>;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type UserSetInterestsMutation = {
  response: UserSetInterestsMutation$data;
  variables: UserSetInterestsMutation$variables;
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
    "name": "userSetInterests",
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
            "concreteType": "Bio",
            "kind": "LinkedField",
            "name": "bio",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Hobby",
                "kind": "LinkedField",
                "name": "hobbies",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Interest",
                    "kind": "LinkedField",
                    "name": "interest",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "interest",
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
    "name": "UserSetInterestsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserSetInterestsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b8f4bbe3b1991f63ae8dcf2cdfe50fc212d9f7a3c1bf28524d80981f655237b9",
    "metadata": {},
    "name": "UserSetInterestsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a2a47b93f6f6b318222dd4de87ac1e06";

export default node;
