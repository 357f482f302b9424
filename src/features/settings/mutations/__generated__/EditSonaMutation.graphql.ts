/**
 * @generated SignedSource<<5bd53128de81d5c16ccbec2e70b3d04d>>
 * @relayHash b9235b7bb16c2ea46f5f6fbe27a85804
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d663b3d84cf7dbb9511cb44a78e5c75adb303f70db7e76510a8196f8b092b91d

import { ConcreteRequest } from 'relay-runtime';
export type SonaEditInput = {
  displayName?: string | null | undefined;
  hasFursuit?: boolean | null | undefined;
  id: string;
  images?: ReadonlyArray<string> | null | undefined;
  speciesId?: number | null | undefined;
};
export type EditSonaMutation$variables = {
  input: SonaEditInput;
};
export type EditSonaMutation$data = {
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
export type EditSonaMutation = {
  response: EditSonaMutation$data;
  variables: EditSonaMutation$variables;
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
    "name": "EditSonaMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditSonaMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d663b3d84cf7dbb9511cb44a78e5c75adb303f70db7e76510a8196f8b092b91d",
    "metadata": {},
    "name": "EditSonaMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e5807a8afd6d572c9209fadefa13453d";

export default node;
