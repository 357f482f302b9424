/**
 * @generated SignedSource<<d4ebd0fb973ad03d1ef43b8f67adf0cc>>
 * @relayHash 03d7a22f6195807edbdfff2ddfa406c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43b0439f38285262f7ca2c8b71e94046ea94cb8dd5c7680f9e7f3c7b2b00569e

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
      readonly altText: string | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "altText",
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
    "id": "43b0439f38285262f7ca2c8b71e94046ea94cb8dd5c7680f9e7f3c7b2b00569e",
    "metadata": {},
    "name": "UserProfileImageEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "605ecd6149eec6f849e0fccc5c34cbdf";

export default node;
