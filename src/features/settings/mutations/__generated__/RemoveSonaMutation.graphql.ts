/**
 * @generated SignedSource<<6f54bac85d33d34ddbee71826e9874cd>>
 * @relayHash 027e33f9ba156b8cf42904c2c548f604
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86d7cd7e6ef66170183caf1e1ae763965e9410e399ddfad518cac7f8e3f39b0f

import { ConcreteRequest } from 'relay-runtime';
export type SonaRemoveInput = {
  id: string;
};
export type RemoveSonaMutation$variables = {
  input: SonaRemoveInput;
};
export type RemoveSonaMutation$data = {
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
export type RemoveSonaMutation = {
  response: RemoveSonaMutation$data;
  variables: RemoveSonaMutation$variables;
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
    "name": "RemoveSonaMutation",
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
    "name": "RemoveSonaMutation",
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
    "id": "86d7cd7e6ef66170183caf1e1ae763965e9410e399ddfad518cac7f8e3f39b0f",
    "metadata": {},
    "name": "RemoveSonaMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f49ab0bee2c93ab2a53a46d7e4f4eb1d";

export default node;
