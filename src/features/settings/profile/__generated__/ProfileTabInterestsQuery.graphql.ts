/**
 * @generated SignedSource<<1565fdf70a9a3b12a93548924dc25357>>
 * @relayHash 3fb0dca88a34832948c3bc96310c3eef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1cab3b9b7757ca0c182b3e4bd48fc5787dca474c79841c1b31ab8fb54b6847e

import { ConcreteRequest } from 'relay-runtime';
export type ProfileTabInterestsQuery$variables = {
  search: string;
};
export type ProfileTabInterestsQuery$data = {
  readonly interests: ReadonlyArray<{
    readonly id: string;
    readonly interest: string;
    readonly popularity: number;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "popularity",
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
    "id": "f1cab3b9b7757ca0c182b3e4bd48fc5787dca474c79841c1b31ab8fb54b6847e",
    "metadata": {},
    "name": "ProfileTabInterestsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "328875dab1631c7ebf3c869aa96c5137";

export default node;
