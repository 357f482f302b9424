/**
 * @generated SignedSource<<4a59eabafad2b79e41824541bf748721>>
 * @relayHash b2f9c9fcaf60424ba53021840f648678
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79cd9fa0561bb2a9847964acf87a5be1273199b8024f6133ed5e98a50af61fe9

import { ConcreteRequest } from 'relay-runtime';
export type StartChatScreenQuery$variables = {
  uuid: string;
};
export type StartChatScreenQuery$data = {
  readonly chatRoomPrivate: {
    readonly uuid: string;
  } | null | undefined;
  readonly profile: {
    readonly canStartChat: boolean;
    readonly displayName: string;
    readonly primaryImage: {
      readonly image: {
        readonly url: string;
      };
    } | null | undefined;
    readonly uuid: string;
  } | null | undefined;
};
export type StartChatScreenQuery = {
  response: StartChatScreenQuery$data;
  variables: StartChatScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uuid"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "profileUuid",
    "variableName": "uuid"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "uuid",
    "variableName": "uuid"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canStartChat",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "UploadedImage",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "width",
          "value": 64
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(width:64)"
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StartChatScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "chatRoomPrivate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileImage",
            "kind": "LinkedField",
            "name": "primaryImage",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StartChatScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "chatRoomPrivate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileImage",
            "kind": "LinkedField",
            "name": "primaryImage",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
    "id": "79cd9fa0561bb2a9847964acf87a5be1273199b8024f6133ed5e98a50af61fe9",
    "metadata": {},
    "name": "StartChatScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d00a50e9dc5f0ef9b4189a50a01b4cee";

export default node;
