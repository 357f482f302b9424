/**
 * @generated SignedSource<<1118e383d73f7b8c4c4eb26594632266>>
 * @relayHash 73e74c23d9a26a6ebf21f28c469ce076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20d39a8a80d23c783be08a2f76409a29056942b8e59d42ae0125d419738d9828

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageIdInput = {
  id: string;
};
export type UserProfileHeaderImageSetMutation$variables = {
  input: ProfileImageIdInput;
};
export type UserProfileHeaderImageSetMutation$data = {
  readonly userProfileHeaderImageSet: {
    readonly viewer: {
      readonly id: string;
      readonly profile: {
        readonly headerImage: {
          readonly id: string;
          readonly image: {
            readonly uuid: string;
          };
        } | null | undefined;
        readonly headerImageAd: {
          readonly id: string;
          readonly image: {
            readonly uuid: string;
          };
        } | null | undefined;
        readonly id: string;
      };
    };
  };
};
export type UserProfileHeaderImageSetMutation = {
  response: UserProfileHeaderImageSetMutation$data;
  variables: UserProfileHeaderImageSetMutation$variables;
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
    "name": "userProfileHeaderImageSet",
    "plural": false,
    "selections": [
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
                "name": "headerImage",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileImage",
                "kind": "LinkedField",
                "name": "headerImageAd",
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
    "name": "UserProfileHeaderImageSetMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserProfileHeaderImageSetMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "20d39a8a80d23c783be08a2f76409a29056942b8e59d42ae0125d419738d9828",
    "metadata": {},
    "name": "UserProfileHeaderImageSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "55fbaa90c1ad88f8e20dd8eece936baa";

export default node;
