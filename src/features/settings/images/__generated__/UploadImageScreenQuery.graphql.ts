/**
 * @generated SignedSource<<e73a959d7f9c2b7c1c307db314aed96d>>
 * @relayHash c8bed9b7bd5324db9c0e8428c7a84e7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b50bf2b6d47e3520dd21b0dc39277b732642bd5b920e2d2fc15d8f2603ee03d

import { ConcreteRequest } from 'relay-runtime';
export type UploadImageScreenQuery$variables = Record<PropertyKey, never>;
export type UploadImageScreenQuery$data = {
  readonly viewer: {
    readonly contentOptions: {
      readonly isAdOptIn: boolean;
    };
    readonly id: string;
    readonly isAdult: boolean;
  };
};
export type UploadImageScreenQuery = {
  response: UploadImageScreenQuery$data;
  variables: UploadImageScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
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
      "name": "isAdult",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentOptions",
      "kind": "LinkedField",
      "name": "contentOptions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isAdOptIn",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UploadImageScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v0/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UploadImageScreenQuery",
    "selections": [
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "id": "8b50bf2b6d47e3520dd21b0dc39277b732642bd5b920e2d2fc15d8f2603ee03d",
    "metadata": {},
    "name": "UploadImageScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "47e88e9c56a2fd251437f278cbdee0fc";

export default node;
