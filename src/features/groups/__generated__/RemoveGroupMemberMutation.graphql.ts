/**
 * @generated SignedSource<<813130030f540de9409022d31995289f>>
 * @relayHash d83dae9177059f18c411ef94c1f14a9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d4092d08597b6b53da08fcd633a802e055b3dfbb1d50d21201474c7efef944a

import { ConcreteRequest } from 'relay-runtime';
export type GroupMemberRemoveInput = {
  ban?: boolean | null | undefined;
  groupId: string;
  profileId: string;
};
export type RemoveGroupMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  input: GroupMemberRemoveInput;
};
export type RemoveGroupMemberMutation$data = {
  readonly groupMemberRemove: {
    readonly group: {
      readonly id: string;
      readonly memberCount: number;
    };
    readonly removedMemberId: string | null | undefined;
  };
};
export type RemoveGroupMemberMutation = {
  response: RemoveGroupMemberMutation$data;
  variables: RemoveGroupMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Group",
  "kind": "LinkedField",
  "name": "group",
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
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedMemberId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RemoveGroupMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "GroupMemberPayload",
        "kind": "LinkedField",
        "name": "groupMemberRemove",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RemoveGroupMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "GroupMemberPayload",
        "kind": "LinkedField",
        "name": "groupMemberRemove",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedMemberId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9d4092d08597b6b53da08fcd633a802e055b3dfbb1d50d21201474c7efef944a",
    "metadata": {},
    "name": "RemoveGroupMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8168493c52915eee5b2de74c1c8b4961";

export default node;
