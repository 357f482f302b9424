/**
 * @generated SignedSource<<f0832439da02a6da94528416c9ba2e92>>
 * @relayHash 69c18c68236edf1421325aec46ad7458
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7272c4315782d5c1ef8123d5061237f6afc9c039ea900a18710581fd02e01b72

import { ConcreteRequest } from 'relay-runtime';
export type SpeciesPickerQuery$variables = {
  displayName: string;
};
export type SpeciesPickerQuery$data = {
  readonly species: ReadonlyArray<{
    readonly displayName: string;
    readonly speciesId: number;
  }>;
};
export type SpeciesPickerQuery = {
  response: SpeciesPickerQuery$data;
  variables: SpeciesPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "displayName"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "displayName",
    "variableName": "displayName"
  },
  {
    "kind": "Literal",
    "name": "limit",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "offset",
    "value": 0
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "speciesId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeciesPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Species",
        "kind": "LinkedField",
        "name": "species",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
    "name": "SpeciesPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Species",
        "kind": "LinkedField",
        "name": "species",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "id": "7272c4315782d5c1ef8123d5061237f6afc9c039ea900a18710581fd02e01b72",
    "metadata": {},
    "name": "SpeciesPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5a258ce0295d4100954108a5f37d5b59";

export default node;
