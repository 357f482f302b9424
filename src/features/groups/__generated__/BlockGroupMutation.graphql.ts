/**
 * @generated SignedSource<<ddb3aa2d6cad87df51edad6e5ca9e47c>>
 * @relayHash 73dc774f62453a645ff1d655e1ddb1d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d064abda6d3f674d384f5741f533291c6bf8c295976153f1da1f05a2354b07d5

import { ConcreteRequest } from 'relay-runtime';
export type GroupIdInput = {
  groupId: string;
};
export type BlockGroupMutation$variables = {
  input: GroupIdInput;
};
export type BlockGroupMutation$data = {
  readonly groupBlock: {
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
export type BlockGroupMutation = {
  response: BlockGroupMutation$data;
  variables: BlockGroupMutation$variables;
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
    "name": "groupBlock",
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
    "name": "BlockGroupMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BlockGroupMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d064abda6d3f674d384f5741f533291c6bf8c295976153f1da1f05a2354b07d5",
    "metadata": {},
    "name": "BlockGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "425d56ab87e91cc5f0fc6657254e55af";

export default node;
