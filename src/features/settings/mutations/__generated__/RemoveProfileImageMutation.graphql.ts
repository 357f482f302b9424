/**
 * @generated SignedSource<<9c5c987c627c09933bf4dc0e218a40b7>>
 * @relayHash faa1c3d27ae0dfbefeb2b42071a7ba8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd5f0cfaae12e0d4532b0d0ec4b1cba8f024bf3089c7a460e803d0b53a844780

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageIdInput = {
  id: string;
};
export type RemoveProfileImageMutation$variables = {
  input: ProfileImageIdInput;
};
export type RemoveProfileImageMutation$data = {
  readonly userProfileImageRemove: {
    readonly deletedId: string;
  };
};
export type RemoveProfileImageMutation = {
  response: RemoveProfileImageMutation$data;
  variables: RemoveProfileImageMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RemoveProfileImageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfileImageRemovePayload",
        "kind": "LinkedField",
        "name": "userProfileImageRemove",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RemoveProfileImageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfileImageRemovePayload",
        "kind": "LinkedField",
        "name": "userProfileImageRemove",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fd5f0cfaae12e0d4532b0d0ec4b1cba8f024bf3089c7a460e803d0b53a844780",
    "metadata": {},
    "name": "RemoveProfileImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b7977affcfc7128f357f0cd4ffd672a";

export default node;
