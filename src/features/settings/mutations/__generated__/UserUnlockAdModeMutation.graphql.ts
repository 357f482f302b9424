/**
 * @generated SignedSource<<cc4a98ff035d881c49f2758445028776>>
 * @relayHash 29f1b57b19609b28f790afe96840ab72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c224438cd6e196ca399e1abc72d1b629a14fd3f27c36eceb80a66c3dc4bf156d

import { ConcreteRequest } from 'relay-runtime';
export type UserUnlockAdModeMutation$variables = Record<PropertyKey, never>;
export type UserUnlockAdModeMutation$data = {
  readonly userUnlockAdMode: {
    readonly profile: {
      readonly id: string;
      readonly isAdOptIn: boolean | null | undefined;
    };
    readonly viewer: {
      readonly contentOptions: {
        readonly isAdOptIn: boolean;
      };
      readonly id: string;
    };
  };
};
export type UserUnlockAdModeMutation = {
  response: UserUnlockAdModeMutation$data;
  variables: UserUnlockAdModeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdOptIn",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ProfilePayload",
    "kind": "LinkedField",
    "name": "userUnlockAdMode",
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
          (v0/*:: as any*/),
          (v1/*:: as any*/)
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentOptions",
            "kind": "LinkedField",
            "name": "contentOptions",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserUnlockAdModeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserUnlockAdModeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c224438cd6e196ca399e1abc72d1b629a14fd3f27c36eceb80a66c3dc4bf156d",
    "metadata": {},
    "name": "UserUnlockAdModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bad6505523469ee92e68b28bee5157e1";

export default node;
