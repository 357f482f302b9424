/**
 * @generated SignedSource<<4dd240c11c864e8ec0be81194c7e32e8>>
 * @relayHash bef3a6ae0448603e56f3a0efde0aeb0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a99d9c44d289d9253c36bb68f9e9b7ace1ccc86a818ff072e958c7ff446dae3f

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageLikeInput = {
  id: string;
  liked: boolean;
};
export type ProfileImageLikeMutation$variables = {
  input: ProfileImageLikeInput;
};
export type ProfileImageLikeMutation$data = {
  readonly profileImageLike: {
    readonly likeCount: number;
    readonly profileImage: {
      readonly id: string;
      readonly likeCount: number;
    };
  };
};
export type ProfileImageLikeMutation = {
  response: ProfileImageLikeMutation$data;
  variables: ProfileImageLikeMutation$variables;
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
  "name": "likeCount",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ProfileImageLikePayload",
    "kind": "LinkedField",
    "name": "profileImageLike",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
          (v1/*:: as any*/)
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
    "name": "ProfileImageLikeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileImageLikeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a99d9c44d289d9253c36bb68f9e9b7ace1ccc86a818ff072e958c7ff446dae3f",
    "metadata": {},
    "name": "ProfileImageLikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "48cff501e2258d9e336d86fbb1c9c114";

export default node;
