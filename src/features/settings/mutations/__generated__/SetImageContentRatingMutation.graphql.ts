/**
 * @generated SignedSource<<1482c658664d85da186229f1baec3c5e>>
 * @relayHash 028977a4dd5edbec24a293938f1f736a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f8477a063f646ed7d53dfa8598ba8b0c8609743181d881db4a31d60a019edf1

import { ConcreteRequest } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
export type ImageContentRatingSetInput = {
  contentRating: ContentRating;
  uuid: string;
};
export type SetImageContentRatingMutation$variables = {
  input: ImageContentRatingSetInput;
};
export type SetImageContentRatingMutation$data = {
  readonly imageContentRatingSet: {
    readonly profileImage: {
      readonly id: string;
      readonly image: {
        readonly contentRating: ContentRating;
      };
    } | null | undefined;
  };
};
export type SetImageContentRatingMutation = {
  response: SetImageContentRatingMutation$data;
  variables: SetImageContentRatingMutation$variables;
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
    "name": "SetImageContentRatingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetImageContentRatingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3f8477a063f646ed7d53dfa8598ba8b0c8609743181d881db4a31d60a019edf1",
    "metadata": {},
    "name": "SetImageContentRatingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b3d0bf1ded388e9f20758815ed9bd85f";

export default node;
