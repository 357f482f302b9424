/**
 * @generated SignedSource<<673926fc96b5fe570146e7aaeaffe4ef>>
 * @relayHash d24af82a56ed6e90ca47e77e8a9dafd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 191c20b1213fba30fd3e8fa77d4f86a3dd3b24e0aa8a028475c95da47c221679

import { ConcreteRequest } from 'relay-runtime';
export type ProfileTabInterestsQuery$variables = {
  search: string;
};
export type ProfileTabInterestsQuery$data = {
  readonly interests: ReadonlyArray<{
    readonly id: string;
    readonly interest: string;
  }>;
};
export type ProfileTabInterestsQuery = {
  response: ProfileTabInterestsQuery$data;
  variables: ProfileTabInterestsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Interest",
    "kind": "LinkedField",
    "name": "interests",
    "plural": true,
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
        "name": "interest",
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
    "name": "ProfileTabInterestsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileTabInterestsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "191c20b1213fba30fd3e8fa77d4f86a3dd3b24e0aa8a028475c95da47c221679",
    "metadata": {},
    "name": "ProfileTabInterestsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "96bf160510c4cc41c93dc4516d845c4b";

export default node;
