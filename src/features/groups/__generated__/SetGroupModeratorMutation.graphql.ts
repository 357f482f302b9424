/**
 * @generated SignedSource<<c553256b4d8708f6c7d2a6e558c7e28c>>
 * @relayHash 485c8b07b5bd68f93c61d6f2c0afe266
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7f8020eb23f15b56b35a1af797f3b13b323dd629333089b9ab854e8acc6cdbb

import { ConcreteRequest } from 'relay-runtime';
export type GroupRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type GroupModeratorSetInput = {
  groupId: string;
  isModerator: boolean;
  profileId: string;
};
export type SetGroupModeratorMutation$variables = {
  input: GroupModeratorSetInput;
};
export type SetGroupModeratorMutation$data = {
  readonly groupModeratorSet: {
    readonly group: {
      readonly id: string;
    };
    readonly member: {
      readonly id: string;
      readonly role: GroupRole | null | undefined;
    } | null | undefined;
  };
};
export type SetGroupModeratorMutation = {
  response: SetGroupModeratorMutation$data;
  variables: SetGroupModeratorMutation$variables;
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
    "name": "groupModeratorSet",
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
          (v1/*:: as any*/)
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
    "name": "SetGroupModeratorMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetGroupModeratorMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f7f8020eb23f15b56b35a1af797f3b13b323dd629333089b9ab854e8acc6cdbb",
    "metadata": {},
    "name": "SetGroupModeratorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f8f04256304c0e804472289e35959732";

export default node;
