/**
 * @generated SignedSource<<bbebfc0487e3c3d9bf4f191ca097078b>>
 * @relayHash 411853c93571d5d1ea4efa3bd5594d55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5131e1d5348c1292a3c487aa7f7f2d631417065eabd6767f2012fa551a4b8174

import { ConcreteRequest } from 'relay-runtime';
export type DebugLayoutQuery$variables = Record<PropertyKey, never>;
export type DebugLayoutQuery$data = {
  readonly viewer: {
    readonly isDeveloper: boolean;
  };
};
export type DebugLayoutQuery = {
  response: DebugLayoutQuery$data;
  variables: DebugLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeveloper",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "DebugLayoutQuery",
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
            (v0/*:: as any*/)
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
    "name": "DebugLayoutQuery",
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
    "id": "5131e1d5348c1292a3c487aa7f7f2d631417065eabd6767f2012fa551a4b8174",
    "metadata": {},
    "name": "DebugLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba7a81201d68e1fa692b6ef60623ca81";

export default node;
