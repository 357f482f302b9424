/**
 * @generated SignedSource<<a61d0a4628788891b19a378dba0c6f40>>
 * @relayHash f5fad621b0bb278f5255db9a2fc9bc70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43ef587bd184ce3e922020edb88d29f1cbe1a0f97cbdbe13e68748f9eb12a559

import { ConcreteRequest } from 'relay-runtime';
export type ImageAccessPermission = "FRIENDS" | "PRIVATE" | "PUBLIC" | "%future added value";
export type UserProfileImageEditInput = {
  accessPermission: ImageAccessPermission;
  altText?: string | null | undefined;
  id: string;
};
export type UserProfileImageEditMutation$variables = {
  input: UserProfileImageEditInput;
};
export type UserProfileImageEditMutation$data = {
  readonly userProfileImageEdit: {
    readonly profileImage: {
      readonly accessPermission: ImageAccessPermission;
      readonly id: string;
    };
  };
};
export type UserProfileImageEditMutation = {
  response: UserProfileImageEditMutation$data;
  variables: UserProfileImageEditMutation$variables;
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
    "concreteType": "ProfileImagePayload",
    "kind": "LinkedField",
    "name": "userProfileImageEdit",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProfileImage",
        "kind": "LinkedField",
        "name": "profileImage",
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
            "kind": "ScalarField",
            "name": "accessPermission",
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
    "name": "UserProfileImageEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserProfileImageEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "43ef587bd184ce3e922020edb88d29f1cbe1a0f97cbdbe13e68748f9eb12a559",
    "metadata": {},
    "name": "UserProfileImageEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5af34ae7140d98e2402527be10fd4536";

export default node;
