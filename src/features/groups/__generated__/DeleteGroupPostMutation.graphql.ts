/**
 * @generated SignedSource<<01435af004afc2bca46785127df9b63e>>
 * @relayHash cec833fbc972719ae6d27306734196a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfcbf913232ec85a9994498868d051df3ade7010dffdf0f1541aa006fbb33046

import { ConcreteRequest } from 'relay-runtime';
export type GroupPostDeleteInput = {
  postId: string;
};
export type DeleteGroupPostMutation$variables = {
  input: GroupPostDeleteInput;
};
export type DeleteGroupPostMutation$data = {
  readonly groupPostDelete: {
    readonly deletedId: string;
    readonly group: {
      readonly id: string;
    };
    readonly thread: {
      readonly id: string;
      readonly replyCount: number;
    } | null | undefined;
  };
};
export type DeleteGroupPostMutation = {
  response: DeleteGroupPostMutation$data;
  variables: DeleteGroupPostMutation$variables;
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
    "concreteType": "GroupPostDeletePayload",
    "kind": "LinkedField",
    "name": "groupPostDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GroupThread",
        "kind": "LinkedField",
        "name": "thread",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "replyCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    "name": "DeleteGroupPostMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteGroupPostMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cfcbf913232ec85a9994498868d051df3ade7010dffdf0f1541aa006fbb33046",
    "metadata": {},
    "name": "DeleteGroupPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9dc1db1c0ff09fc4c6507d61ec3c3704";

export default node;
