/**
 * @generated SignedSource<<673c4a76eece8b1c3f79463d55419ebc>>
 * @relayHash e1e20dd93a7baeb01bbe8bc92f3fc4d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf512e01f1ed5a281f85c0cff4ba5c3ce4dad4da6692341009d4430c30b54cfd

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
      readonly altText: string | null | undefined;
      readonly id: string;
      readonly image: {
        readonly contentRating: ContentRating;
        readonly url: string;
        readonly uuid: string;
      };
      readonly isPrimary: boolean;
    } | null | undefined;
    readonly isAdult: boolean;
  };
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
      "name": "altText",
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
          "args": [
            {
              "kind": "Literal",
              "name": "width",
              "value": 768
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:768)"
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
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "EditImageScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
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
        },
        "action": "THROW"
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
    "id": "cf512e01f1ed5a281f85c0cff4ba5c3ce4dad4da6692341009d4430c30b54cfd",
    "metadata": {},
    "name": "EditImageScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "abd138dd721355eb2ef0487784919017";

export default node;
