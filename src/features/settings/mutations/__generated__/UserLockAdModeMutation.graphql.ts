/**
 * @generated SignedSource<<2056854f7a0492ca34c749755fab78ea>>
 * @relayHash c2163b931415451c96aef6677c483e17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 351d350c672c6d9d6e5c7c904e90e4fec62df3c26b85d861a1100029a90074d3

import { ConcreteRequest } from 'relay-runtime';
export type UserLockAdModeMutation$variables = Record<PropertyKey, never>;
export type UserLockAdModeMutation$data = {
  readonly userLockAdMode: {
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
export type UserLockAdModeMutation = {
  response: UserLockAdModeMutation$data;
  variables: UserLockAdModeMutation$variables;
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
    "name": "userLockAdMode",
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
    "name": "UserLockAdModeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserLockAdModeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "351d350c672c6d9d6e5c7c904e90e4fec62df3c26b85d861a1100029a90074d3",
    "metadata": {},
    "name": "UserLockAdModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "23a0f29c0c203b6b6eebe40939927854";

export default node;
