/**
 * @generated SignedSource<<134f573d84aa735b611351ed97d23e0c>>
 * @relayHash 8abe58f35fdc4e2e2c2a6ace331e515c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a0f2f4da78f37ca72a7d04455de1cee672fc880cc1d2a30f8efa99757d18df4

import { ConcreteRequest } from 'relay-runtime';
export type LockAdModeMutation$variables = Record<PropertyKey, never>;
export type LockAdModeMutation$data = {
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
export type LockAdModeMutation = {
  response: LockAdModeMutation$data;
  variables: LockAdModeMutation$variables;
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
    "name": "LockAdModeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LockAdModeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1a0f2f4da78f37ca72a7d04455de1cee672fc880cc1d2a30f8efa99757d18df4",
    "metadata": {},
    "name": "LockAdModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cd12c5a167c9b5d490c28e149db313f8";

export default node;
