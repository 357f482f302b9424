/**
 * @generated SignedSource<<ba12672ba266127d091dd7d26e6c3080>>
 * @relayHash 6f49fc1cc90fca5aebdb7b9d8f254eb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28b9bc19414003a5b95f7d0713290e9a9ce52c58b5c51ba73e5995c87119f7c3

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageIdInput = {
  id: string;
};
export type SetProfileHeaderImageMutation$variables = {
  input: ProfileImageIdInput;
};
export type SetProfileHeaderImageMutation$data = {
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
export type SetProfileHeaderImageMutation = {
  response: SetProfileHeaderImageMutation$data;
  variables: SetProfileHeaderImageMutation$variables;
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
    "name": "SetProfileHeaderImageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetProfileHeaderImageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "28b9bc19414003a5b95f7d0713290e9a9ce52c58b5c51ba73e5995c87119f7c3",
    "metadata": {},
    "name": "SetProfileHeaderImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4f13a26c6623cd3208e6d8cee252774";

export default node;
