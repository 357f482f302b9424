/**
 * @generated SignedSource<<3e0a01b4f56f4b027699507181c92682>>
 * @relayHash 185c23801218bdde34169694dffb86e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fc850e963c047fe1f0e59474c91658ff822185b692cdfe71295b87079a94fad

import { ConcreteRequest } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
export type ImageContentRatingSetInput = {
  contentRating: ContentRating;
  uuid: string;
};
export type ImageContentRatingSetMutation$variables = {
  input: ImageContentRatingSetInput;
};
export type ImageContentRatingSetMutation$data = {
  readonly imageContentRatingSet: {
    readonly profileImage: {
      readonly id: string;
      readonly image: {
        readonly contentRating: ContentRating;
      };
    } | null | undefined;
  };
};
export type ImageContentRatingSetMutation = {
  response: ImageContentRatingSetMutation$data;
  variables: ImageContentRatingSetMutation$variables;
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
    "concreteType": "ImageContentRatingSetPayload",
    "kind": "LinkedField",
    "name": "imageContentRatingSet",
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
            "concreteType": "UploadedImage",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contentRating",
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
    "name": "ImageContentRatingSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImageContentRatingSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3fc850e963c047fe1f0e59474c91658ff822185b692cdfe71295b87079a94fad",
    "metadata": {},
    "name": "ImageContentRatingSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8759277bf25a5bdfcf6544b1219dfcc2";

export default node;
