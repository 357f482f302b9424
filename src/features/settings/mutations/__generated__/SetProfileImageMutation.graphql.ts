/**
 * @generated SignedSource<<d97e060d0c6cbf8752a5c9752b6ee237>>
 * @relayHash b192aeda5c9791d7403409d2abbbb64f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ad42e1287d49f2e4deb018c4a2a774b3d87ec0d47c5d185fce24c7f22f7dff0

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageIdInput = {
  id: string;
};
export type SetProfileImageMutation$variables = {
  input: ProfileImageIdInput;
};
export type SetProfileImageMutation$data = {
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
export type SetProfileImageMutation = {
  response: SetProfileImageMutation$data;
  variables: SetProfileImageMutation$variables;
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
    "name": "SetProfileImageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetProfileImageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "1ad42e1287d49f2e4deb018c4a2a774b3d87ec0d47c5d185fce24c7f22f7dff0",
    "metadata": {},
    "name": "SetProfileImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "66a682d8d5c1e1859add8f7b8e2dd531";

export default node;
