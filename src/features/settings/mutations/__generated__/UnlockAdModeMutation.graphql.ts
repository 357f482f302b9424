/**
 * @generated SignedSource<<702fab6dc8cc103c0cd21c4c395eee84>>
 * @relayHash f801318fcda8da9da8ee47bac7e76408
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba06193e8f9ebc45b9cd6f06ebe535ba1f564c1cef27b4bc6b43b5ee5cf7739d

import { ConcreteRequest } from 'relay-runtime';
export type UnlockAdModeMutation$variables = Record<PropertyKey, never>;
export type UnlockAdModeMutation$data = {
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
export type UnlockAdModeMutation = {
  response: UnlockAdModeMutation$data;
  variables: UnlockAdModeMutation$variables;
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
    "name": "UnlockAdModeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnlockAdModeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ba06193e8f9ebc45b9cd6f06ebe535ba1f564c1cef27b4bc6b43b5ee5cf7739d",
    "metadata": {},
    "name": "UnlockAdModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "798060eaa6a4ef14c14b45529a402561";

export default node;
