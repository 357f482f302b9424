/**
 * @generated SignedSource<<d5822fdc0d39b450046d803ba91485ac>>
 * @relayHash b4f9b8f556d9b307c4dd179327e54bea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2efe8890737cca5232189c75aa4de12832b4c6ed2e26a72f77f4ed4e4a7a14f8

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
v1 = [
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BlockGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2efe8890737cca5232189c75aa4de12832b4c6ed2e26a72f77f4ed4e4a7a14f8",
    "metadata": {},
    "name": "BlockGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e616db304e9b49870c661933882a7008";

export default node;
