/**
 * @generated SignedSource<<0578c5cbbd0ecbde298ee26c3303471c>>
 * @relayHash ec3735e1186efaf3db5a4808087ad7fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 265af73c6c800421106093c86fe2f94ac31e5ff1430e0d27bbc8830965e82af6

import { ConcreteRequest } from 'relay-runtime';
export type GroupIdInput = {
  groupId: string;
};
export type UnblockGroupMutation$variables = {
  input: GroupIdInput;
};
export type UnblockGroupMutation$data = {
  readonly groupUnblock: {
    readonly viewer: {
      readonly blockedContent: {
        readonly groups: ReadonlyArray<{
          readonly displayName: string;
          readonly id: string;
          readonly uuid: string;
        }>;
      };
      readonly id: string;
    };
  };
};
export type UnblockGroupMutation = {
  response: UnblockGroupMutation$data;
  variables: UnblockGroupMutation$variables;
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
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "GroupBlockPayload",
    "kind": "LinkedField",
    "name": "groupUnblock",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BlockedContent",
            "kind": "LinkedField",
            "name": "blockedContent",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "BlockedGroup",
                "kind": "LinkedField",
                "name": "groups",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "uuid",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
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
    "name": "UnblockGroupMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnblockGroupMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "265af73c6c800421106093c86fe2f94ac31e5ff1430e0d27bbc8830965e82af6",
    "metadata": {},
    "name": "UnblockGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a3cfc0ec7c7887b6e30a6df35f1a50ab";

export default node;
