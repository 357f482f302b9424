/**
 * @generated SignedSource<<a9a5cb803206d158f920ee4ecbfe2644>>
 * @relayHash 64dbb9549d4e7505f1e41d6e2ee92b16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1cc72763e8f70aa096b1b4565813aa888c58a8806624ab8cf6891a7e90f2f69

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useChatRoomCatchUpQuery$variables = {
  after: string;
  refreshHeld: boolean;
  roomId: string;
};
export type useChatRoomCatchUpQuery$data = {
  readonly chatRoom: {
    readonly id: string;
    readonly lastReadSeqId: number;
    readonly lastSeqId: number;
    readonly messages: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly seqId: number;
          readonly " $fragmentSpreads": FragmentRefs<"ChatMessage_message">;
        };
      }>;
      readonly pageInfo: {
        readonly hasNextPage: boolean;
      };
    };
    readonly participants: ReadonlyArray<{
      readonly id: string;
      readonly lastReadSeqId: number;
    }>;
    readonly recent?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ChatMessage_message">;
        };
      }>;
    };
    readonly unreadCount: number;
  } | null | undefined;
};
export type useChatRoomCatchUpQuery = {
  response: useChatRoomCatchUpQuery$data;
  variables: useChatRoomCatchUpQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "refreshHeld"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "roomId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "roomId",
    "variableName": "roomId"
  }
],
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
  "name": "lastSeqId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastReadSeqId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ChatRoomParticipant",
  "kind": "LinkedField",
  "name": "participants",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seqId",
  "storageKey": null
},
v11 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ChatMessage_message"
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 50
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profileId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v17 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    }
  ],
  "type": "ChatMessageTextPayload",
  "abstractKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "ChatRoomMessageEdge",
  "kind": "LinkedField",
  "name": "edges",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatRoomMessage",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v10/*:: as any*/),
        (v14/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        (v15/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roomId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "payload",
          "plural": false,
          "selections": [
            (v16/*:: as any*/),
            (v17/*:: as any*/),
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "action",
                  "storageKey": null
                }
              ],
              "type": "ChatMessageSystemPayload",
              "abstractKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChatRoomMessage",
          "kind": "LinkedField",
          "name": "replyTo",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v10/*:: as any*/),
            (v14/*:: as any*/),
            (v15/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Profile",
              "kind": "LinkedField",
              "name": "profile",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "displayName",
                  "storageKey": null
                },
                (v4/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "payload",
              "plural": false,
              "selections": [
                (v16/*:: as any*/),
                (v17/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChatMessagePicture",
          "kind": "LinkedField",
          "name": "pictures",
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
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "blurHash",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isExplicit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isBlurred",
              "storageKey": null
            },
            {
              "alias": "thumbnail",
              "args": [
                {
                  "kind": "Literal",
                  "name": "width",
                  "value": 256
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:256)"
            },
            {
              "alias": "full",
              "args": [
                {
                  "kind": "Literal",
                  "name": "width",
                  "value": 1536
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:1536)"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChatMessageReaction",
          "kind": "LinkedField",
          "name": "reactions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "emoji",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerHasReacted",
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatRoomCatchUpQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "chatRoom",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "ChatRoomMessageConnection",
            "kind": "LinkedField",
            "name": "messages",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatRoomMessageEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatRoomMessage",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "condition": "refreshHeld",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": "recent",
                "args": (v13/*:: as any*/),
                "concreteType": "ChatRoomMessageConnection",
                "kind": "LinkedField",
                "name": "messages",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChatRoomMessageEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChatRoomMessage",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v11/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "messages(last:50)"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChatRoomCatchUpQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "chatRoom",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "ChatRoomMessageConnection",
            "kind": "LinkedField",
            "name": "messages",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "condition": "refreshHeld",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": "recent",
                "args": (v13/*:: as any*/),
                "concreteType": "ChatRoomMessageConnection",
                "kind": "LinkedField",
                "name": "messages",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/)
                ],
                "storageKey": "messages(last:50)"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e1cc72763e8f70aa096b1b4565813aa888c58a8806624ab8cf6891a7e90f2f69",
    "metadata": {},
    "name": "useChatRoomCatchUpQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "617652fe888e1ae7c132355252ec8574";

export default node;
