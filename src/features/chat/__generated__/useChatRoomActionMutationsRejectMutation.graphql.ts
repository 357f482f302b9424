/**
 * @generated SignedSource<<17af0c4106d492d2411b5145fd7a9f53>>
 * @relayHash 3e3ad9efae0906b18941f9f7e81481e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f967aba0cf8b4f5a80e1b2ce39e5ed24f6d1c1d72852695588d620d85dcc9eb

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomIdInput = {
  roomId: string;
};
export type useChatRoomActionMutationsRejectMutation$variables = {
  input: ChatRoomIdInput;
};
export type useChatRoomActionMutationsRejectMutation$data = {
  readonly chatRoomRequestReject: {
    readonly deletedRoomId: string;
    readonly viewer: {
      readonly chatRequestsCount: number;
      readonly id: string;
    };
  };
};
export type useChatRoomActionMutationsRejectMutation = {
  response: useChatRoomActionMutationsRejectMutation$data;
  variables: useChatRoomActionMutationsRejectMutation$variables;
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
    "concreteType": "ChatRoomRemovePayload",
    "kind": "LinkedField",
    "name": "chatRoomRequestReject",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRoomId",
        "storageKey": null
      },
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
            "kind": "ScalarField",
            "name": "chatRequestsCount",
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
    "name": "useChatRoomActionMutationsRejectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatRoomActionMutationsRejectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3f967aba0cf8b4f5a80e1b2ce39e5ed24f6d1c1d72852695588d620d85dcc9eb",
    "metadata": {},
    "name": "useChatRoomActionMutationsRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6471110c3c81f3ad6466f2f91b470147";

export default node;
