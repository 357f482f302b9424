/**
 * @generated SignedSource<<9b5daf50d2dc873fc0d4eb5492efae8f>>
 * @relayHash 09d9ec9b36d24a0162d3a7251e2dd102
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 15986d59565e40fb2f72df7ef077d9b17d300534e5971ab8a1716fba2c2865b3

import { ConcreteRequest } from 'relay-runtime';
export type ImageAccessPermission = "FRIENDS" | "PRIVATE" | "PUBLIC" | "%future added value";
export type UserProfileImageEditInput = {
  accessPermission: ImageAccessPermission;
  altText?: string | null | undefined;
  id: string;
};
export type EditProfileImageMutation$variables = {
  input: UserProfileImageEditInput;
};
export type EditProfileImageMutation$data = {
  readonly userProfileImageEdit: {
    readonly profileImage: {
      readonly accessPermission: ImageAccessPermission;
      readonly altText: string | null | undefined;
      readonly id: string;
    };
  };
};
export type EditProfileImageMutation = {
  response: EditProfileImageMutation$data;
  variables: EditProfileImageMutation$variables;
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
    "name": "EditProfileImageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditProfileImageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "15986d59565e40fb2f72df7ef077d9b17d300534e5971ab8a1716fba2c2865b3",
    "metadata": {},
    "name": "EditProfileImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b385970e869071d8abe63d5b84f688c4";

export default node;
