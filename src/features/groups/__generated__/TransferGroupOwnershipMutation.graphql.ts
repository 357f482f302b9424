/**
 * @generated SignedSource<<770baa02ca46b2c9771510e30dae3d3b>>
 * @relayHash 4419736a5e124a08d200d06df95808c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0dacbb3ed9ec2c14cdc4a042d9b38fa310c8e5fd535cf831321e20a1bdd9d872

import { ConcreteRequest } from 'relay-runtime';
export type GroupRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type GroupMemberInput = {
  groupId: string;
  profileId: string;
};
export type TransferGroupOwnershipMutation$variables = {
  input: GroupMemberInput;
};
export type TransferGroupOwnershipMutation$data = {
  readonly groupOwnershipTransfer: {
    readonly group: {
      readonly id: string;
      readonly viewerCanModerate: boolean;
      readonly viewerRole: GroupRole | null | undefined;
    };
    readonly member: {
      readonly id: string;
      readonly role: GroupRole | null | undefined;
    } | null | undefined;
  };
};
export type TransferGroupOwnershipMutation = {
  response: TransferGroupOwnershipMutation$data;
  variables: TransferGroupOwnershipMutation$variables;
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
    "concreteType": "GroupMemberPayload",
    "kind": "LinkedField",
    "name": "groupOwnershipTransfer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Group",
        "kind": "LinkedField",
        "name": "group",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanModerate",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GroupMember",
        "kind": "LinkedField",
        "name": "member",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
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
    "name": "TransferGroupOwnershipMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransferGroupOwnershipMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0dacbb3ed9ec2c14cdc4a042d9b38fa310c8e5fd535cf831321e20a1bdd9d872",
    "metadata": {},
    "name": "TransferGroupOwnershipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9f81b0eece6fa5f6be015bb4ca495b3d";

export default node;
