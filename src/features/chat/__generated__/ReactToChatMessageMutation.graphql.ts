/**
 * @generated SignedSource<<81134e31fd0e21def5c38ae479353e8d>>
 * @relayHash 348221b326f52576ed55ffae742c3885
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a508ea53d18449c5ac43e16a281376fa2984439f7eb79940b2acf9aa4f8225c3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatRoomMessageReactInput = {
  emoji: string;
  reacted: boolean;
  roomId: string;
  seqId: number;
};
export type ReactToChatMessageMutation$variables = {
  input: ChatRoomMessageReactInput;
};
export type ReactToChatMessageMutation$data = {
  readonly chatRoomMessageReact: {
    readonly message: {
      readonly " $fragmentSpreads": FragmentRefs<"MessageReactions_message">;
    };
  };
};
export type ReactToChatMessageMutation = {
  response: ReactToChatMessageMutation$data;
  variables: ReactToChatMessageMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReactToChatMessageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatRoomMessageReactPayload",
        "kind": "LinkedField",
        "name": "chatRoomMessageReact",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatRoomMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MessageReactions_message"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReactToChatMessageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatRoomMessageReactPayload",
        "kind": "LinkedField",
        "name": "chatRoomMessageReact",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatRoomMessage",
            "kind": "LinkedField",
            "name": "message",
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
                "name": "roomId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "seqId",
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
      }
    ]
  },
  "params": {
    "id": "a508ea53d18449c5ac43e16a281376fa2984439f7eb79940b2acf9aa4f8225c3",
    "metadata": {},
    "name": "ReactToChatMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "505a62336e8dc08ac2f058a17a24635f";

export default node;
