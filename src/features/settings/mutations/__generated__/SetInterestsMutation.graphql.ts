/**
 * @generated SignedSource<<67954c0b366accf09f32a76b27a944b1>>
 * @relayHash cc07e3ac7c5847bcd243bc6b2137509b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d90983f147dd02b0ded43800a87dc3d635b60023a981a3a2a58f7ac4319f7116

import { ConcreteRequest } from 'relay-runtime';
export type UserSetInterestsInput = {
  interests: ReadonlyArray<string>;
};
export type SetInterestsMutation$variables = {
  input: UserSetInterestsInput;
};
export type SetInterestsMutation$data = {
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
export type SetInterestsMutation = {
  response: SetInterestsMutation$data;
  variables: SetInterestsMutation$variables;
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
    "name": "SetInterestsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetInterestsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d90983f147dd02b0ded43800a87dc3d635b60023a981a3a2a58f7ac4319f7116",
    "metadata": {},
    "name": "SetInterestsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cb14a497ff67719bf6a7c0baad3b2e40";

export default node;
