/**
 * @generated SignedSource<<20801282b3a816cc1c1ab125766a07b0>>
 * @relayHash 6fe0ce682722b880dc96c9dbddee5640
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3664eb73bd5e58a594757f31355100219ab2e7658b0090344310cc209a621e9e

import { ConcreteRequest } from 'relay-runtime';
export type SonaEditInput = {
  displayName?: string | null | undefined;
  hasFursuit?: boolean | null | undefined;
  id: string;
  images?: ReadonlyArray<string> | null | undefined;
  speciesId?: number | null | undefined;
};
export type SonaEditMutation$variables = {
  input: SonaEditInput;
};
export type SonaEditMutation$data = {
  readonly sonaEdit: {
    readonly sona: {
      readonly displayName: string;
      readonly hasFursuit: boolean;
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly species: {
        readonly displayName: string;
        readonly id: string;
        readonly speciesId: number;
      };
    };
  };
};
export type SonaEditMutation = {
  response: SonaEditMutation$data;
  variables: SonaEditMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SonaPayload",
    "kind": "LinkedField",
    "name": "sonaEdit",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Sona",
        "kind": "LinkedField",
        "name": "sona",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasFursuit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "speciesId",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
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
    "name": "SonaEditMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SonaEditMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "3664eb73bd5e58a594757f31355100219ab2e7658b0090344310cc209a621e9e",
    "metadata": {},
    "name": "SonaEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cb064c007d747dcedc95bd40ac33b357";

export default node;
