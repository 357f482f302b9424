/**
 * @generated SignedSource<<a022121888175ef92d3a1a5434334f8a>>
 * @relayHash d6d8b7c6503fa508965c30f2b575f877
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb97dbd9349741cac6c1b62e8e80a4fb3360880c484b03705d7309f178f315d6

import { ConcreteRequest } from 'relay-runtime';
export type useChatRoomsSubscriptionCountsQuery$variables = Record<PropertyKey, never>;
export type useChatRoomsSubscriptionCountsQuery$data = {
  readonly viewer: {
    readonly chatRequestsCount: number;
    readonly chatsArchivedCount: number;
    readonly chatsUnreadCount: number;
    readonly id: string;
  } | null | undefined;
};
export type useChatRoomsSubscriptionCountsQuery = {
  response: useChatRoomsSubscriptionCountsQuery$data;
  variables: useChatRoomsSubscriptionCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "chatsUnreadCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "chatsArchivedCount",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatRoomsSubscriptionCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useChatRoomsSubscriptionCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "eb97dbd9349741cac6c1b62e8e80a4fb3360880c484b03705d7309f178f315d6",
    "metadata": {},
    "name": "useChatRoomsSubscriptionCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3fd0d373742316d9eff44c3d4945323c";

export default node;
