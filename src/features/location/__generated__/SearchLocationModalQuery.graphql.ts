/**
 * @generated SignedSource<<12630084215eabe79c5482a5ecc208d3>>
 * @relayHash d08f454cf40fab68e05bc16f049aed68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 062bf04af08944e106e7299c88814b6cd8066ec6dd48ba3dc418a7f8de831627

import { ConcreteRequest } from 'relay-runtime';
export type SearchLocationModalQuery$variables = {
  query: string;
};
export type SearchLocationModalQuery$data = {
  readonly places: ReadonlyArray<{
    readonly country: string;
    readonly countryCode: string;
    readonly id: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly place: string;
    readonly placeId: string;
    readonly region: string | null | undefined;
  }>;
};
export type SearchLocationModalQuery = {
  response: SearchLocationModalQuery$data;
  variables: SearchLocationModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Place",
    "kind": "LinkedField",
    "name": "places",
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
        "name": "placeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "place",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "region",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "countryCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "latitude",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "longitude",
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
    "name": "SearchLocationModalQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchLocationModalQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "062bf04af08944e106e7299c88814b6cd8066ec6dd48ba3dc418a7f8de831627",
    "metadata": {},
    "name": "SearchLocationModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d81a6650ebbf2a13f7a20724199ea838";

export default node;
