/**
 * @generated SignedSource<<05bbfc2a368e604dc968e33acd6e41d3>>
 * @relayHash 28aecad0e15fb117d20113964a2d444a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca2a8da3d98c41dbce11045b65288e34b2d6b64943f825808ade1ca9c99acfd5

import { ConcreteRequest } from 'relay-runtime';
export type GroupMemberInput = {
  groupId: string;
  profileId: string;
};
export type DeclineGroupRequestMutation$variables = {
  connections: ReadonlyArray<string>;
  input: GroupMemberInput;
};
export type DeclineGroupRequestMutation$data = {
  readonly groupRequestDecline: {
    readonly group: {
      readonly id: string;
    };
    readonly removedMemberId: string | null | undefined;
  };
};
export type DeclineGroupRequestMutation = {
  response: DeclineGroupRequestMutation$data;
  variables: DeclineGroupRequestMutation$variables;
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
    "name": "DeclineGroupRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "GroupMemberPayload",
        "kind": "LinkedField",
        "name": "groupRequestDecline",
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
    "name": "DeclineGroupRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "GroupMemberPayload",
        "kind": "LinkedField",
        "name": "groupRequestDecline",
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
    "id": "ca2a8da3d98c41dbce11045b65288e34b2d6b64943f825808ade1ca9c99acfd5",
    "metadata": {},
    "name": "DeclineGroupRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac945d6c729b9d790f89d464e05852e2";

export default node;
