/**
 * @generated SignedSource<<87966ef96c9e1476a733e918e9d2e07a>>
 * @relayHash a3b5c2a7e6a7368bd9ce3c6880425d66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 333982027205fd16ae484c91337e165074fc52f9fa5423532beb021d835c06d8

import { ConcreteRequest } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
export type ImageAccessPermission = "FRIENDS" | "PRIVATE" | "PUBLIC" | "%future added value";
export type EditImageScreenQuery$variables = {
  id: string;
};
export type EditImageScreenQuery$data = {
  readonly viewer: {
    readonly image: {
      readonly accessPermission: ImageAccessPermission;
      readonly id: string;
      readonly image: {
        readonly contentRating: ContentRating;
        readonly uuid: string;
      };
      readonly isAd: boolean;
      readonly isPrimary: boolean;
    } | null | undefined;
    readonly isAdult: boolean;
  } | null | undefined;
};
export type EditImageScreenQuery = {
  response: EditImageScreenQuery$data;
  variables: EditImageScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdult",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "id",
      "variableName": "id"
    }
  ],
  "concreteType": "ProfileImage",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
      "name": "isAd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrimary",
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
          "name": "uuid",
          "storageKey": null
        },
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditImageScreenQuery",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditImageScreenQuery",
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "333982027205fd16ae484c91337e165074fc52f9fa5423532beb021d835c06d8",
    "metadata": {},
    "name": "EditImageScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "966f7167e401381339d40a99dc341df6";

export default node;
