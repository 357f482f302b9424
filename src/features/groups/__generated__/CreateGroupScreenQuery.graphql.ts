/**
 * @generated SignedSource<<c6b73fce037df58150e6b916ac47aaec>>
 * @relayHash bbe18ebd7b3a0733a1dba15be79371f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26e610290c77aaef416da77f84b352ba9f9f01b8224aff1d47b60ca9c2ea45da

import { ConcreteRequest } from 'relay-runtime';
export type CreateGroupScreenQuery$variables = Record<PropertyKey, never>;
export type CreateGroupScreenQuery$data = {
  readonly viewer: {
    readonly contentOptions: {
      readonly isAdOptIn: boolean;
    };
    readonly isAdult: boolean;
  };
};
export type CreateGroupScreenQuery = {
  response: CreateGroupScreenQuery$data;
  variables: CreateGroupScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdult",
  "storageKey": null
},
v1 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "CreateGroupScreenQuery",
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreateGroupScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "26e610290c77aaef416da77f84b352ba9f9f01b8224aff1d47b60ca9c2ea45da",
    "metadata": {},
    "name": "CreateGroupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3569ffb91a02c95088fdeff1d20e35e5";

export default node;
