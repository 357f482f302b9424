/**
 * @generated SignedSource<<011a441199b384af0ca219205b2c9686>>
 * @relayHash 3f2de8097aaf29d10fc8ce24e85c8ef7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7c5fde74647e180a078247897da1002f107ce50287ad59d88e65322e3e50508

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupThreadEventKind = "REPLY_ADDED" | "REPLY_DELETED" | "THREAD_DELETED" | "%future added value";
export type useGroupThreadSubscription$variables = {
  threadId: string;
};
export type useGroupThreadSubscription$data = {
  readonly groupThread: {
    readonly deletedId: string | null | undefined;
    readonly kind: GroupThreadEventKind;
    readonly reply: {
      readonly author: {
        readonly displayName: string;
        readonly id: string;
      } | null | undefined;
      readonly content: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GroupReplyItem_reply">;
    } | null | undefined;
    readonly thread: {
      readonly id: string;
      readonly lastActivityAt: string;
      readonly replyCount: number;
    } | null | undefined;
  };
};
export type useGroupThreadSubscription = {
  response: useGroupThreadSubscription$data;
  variables: useGroupThreadSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "threadId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "GroupThread",
  "kind": "LinkedField",
  "name": "thread",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActivityAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGroupThreadSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GroupThreadEvent",
        "kind": "LinkedField",
        "name": "groupThread",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupReply",
            "kind": "LinkedField",
            "name": "reply",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GroupReplyItem_reply"
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGroupThreadSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GroupThreadEvent",
        "kind": "LinkedField",
        "name": "groupThread",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GroupReply",
            "kind": "LinkedField",
            "name": "reply",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "uuid",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanDelete",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e7c5fde74647e180a078247897da1002f107ce50287ad59d88e65322e3e50508",
    "metadata": {},
    "name": "useGroupThreadSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "81ef262fd0d77285a52596050071480f";

export default node;
