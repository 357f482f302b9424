/**
 * @generated SignedSource<<a543ccb66e00b59c5bd1d4fa9894de0b>>
 * @relayHash c6aba6bfc25043747876317f1f2da471
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b54b4f627922b3d90e1bf8c3927f98ee16007fb2fbaa2f2b66d2c35177eaa86

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageIdInput = {
  id: string;
};
export type UserProfileImageSetMutation$variables = {
  input: ProfileImageIdInput;
};
export type UserProfileImageSetMutation$data = {
  readonly userProfileImageSet: {
    readonly profileImage: {
      readonly id: string;
      readonly isPrimary: boolean;
    };
    readonly viewer: {
      readonly id: string;
      readonly profile: {
        readonly id: string;
        readonly primaryImage: {
          readonly id: string;
          readonly image: {
            readonly uuid: string;
          };
        } | null | undefined;
        readonly primaryImageAd: {
          readonly id: string;
          readonly image: {
            readonly uuid: string;
          };
        } | null | undefined;
      };
    };
  };
};
export type UserProfileImageSetMutation = {
  response: UserProfileImageSetMutation$data;
  variables: UserProfileImageSetMutation$variables;
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
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "UploadedImage",
    "kind": "LinkedField",
    "name": "image",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uuid",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v3 = [
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
    "name": "userProfileImageSet",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPrimary",
            "storageKey": null
          }
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
          (v1/*:: as any*/),
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
                "concreteType": "ProfileImage",
                "kind": "LinkedField",
                "name": "primaryImage",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileImage",
                "kind": "LinkedField",
                "name": "primaryImageAd",
                "plural": false,
                "selections": (v2/*:: as any*/),
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
    "name": "UserProfileImageSetMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserProfileImageSetMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "4b54b4f627922b3d90e1bf8c3927f98ee16007fb2fbaa2f2b66d2c35177eaa86",
    "metadata": {},
    "name": "UserProfileImageSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dfc842873735c4690b485a0e25b453b6";

export default node;
