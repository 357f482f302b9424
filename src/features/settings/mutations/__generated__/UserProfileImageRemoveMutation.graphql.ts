/**
 * @generated SignedSource<<35460c912a37a8fffd233ce2863ecb1f>>
 * @relayHash b5e800e148c1f5d09244da62725454ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e3d881e058ad0fe9575c2f6bf8cc7b49691e6ae5f04ba643f1b249094c566a4

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageIdInput = {
  id: string;
};
export type UserProfileImageRemoveMutation$variables = {
  input: ProfileImageIdInput;
};
export type UserProfileImageRemoveMutation$data = {
  readonly userProfileImageRemove: {
    readonly deletedId: string;
  };
};
export type UserProfileImageRemoveMutation = {
  response: UserProfileImageRemoveMutation$data;
  variables: UserProfileImageRemoveMutation$variables;
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
    "name": "UserProfileImageRemoveMutation",
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
    "name": "UserProfileImageRemoveMutation",
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
    "id": "1e3d881e058ad0fe9575c2f6bf8cc7b49691e6ae5f04ba643f1b249094c566a4",
    "metadata": {},
    "name": "UserProfileImageRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "24c7f7d3bf4198af4ea13b3fc49c2687";

export default node;
