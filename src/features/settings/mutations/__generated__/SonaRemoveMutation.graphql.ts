/**
 * @generated SignedSource<<5432eb5d619382b53aa41f8f8d8f9de9>>
 * @relayHash a915056682c52f624dbd31a8f680a934
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b2e4df69c40dff3c6499a6b89be875d08d3af3f71b17803ca8bbf5699a7242b

import { ConcreteRequest } from 'relay-runtime';
export type SonaRemoveInput = {
  id: string;
};
export type SonaRemoveMutation$variables = {
  input: SonaRemoveInput;
};
export type SonaRemoveMutation$data = {
  readonly sonaRemove: {
    readonly deletedId: string;
    readonly viewer: {
      readonly id: string;
      readonly sonas: ReadonlyArray<{
        readonly id: string;
      }>;
    };
  };
};
export type SonaRemoveMutation = {
  response: SonaRemoveMutation$data;
  variables: SonaRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Sona",
      "kind": "LinkedField",
      "name": "sonas",
      "plural": true,
      "selections": [
        (v3/*:: as any*/)
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
    "metadata": null,
    "name": "SonaRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SonaRemovePayload",
        "kind": "LinkedField",
        "name": "sonaRemove",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SonaRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SonaRemovePayload",
        "kind": "LinkedField",
        "name": "sonaRemove",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2b2e4df69c40dff3c6499a6b89be875d08d3af3f71b17803ca8bbf5699a7242b",
    "metadata": {},
    "name": "SonaRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fea5924ed8f3d832ba7e7833e5361b04";

export default node;
