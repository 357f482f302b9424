/**
 * @generated SignedSource<<bd936c11c5dd88a874aef3d7ff075c46>>
 * @relayHash e251bb2b920c50743d4705a813e1146d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 576a4fa51e9667838a8ee0d2aa48f4a2223385566c3ca33952db1c67f3c92142

import { ConcreteRequest } from 'relay-runtime';
export type BlockedGroupsScreenQuery$variables = Record<PropertyKey, never>;
export type BlockedGroupsScreenQuery$data = {
  readonly viewer: {
    readonly blockedContent: {
      readonly groups: ReadonlyArray<{
        readonly displayName: string;
        readonly id: string;
        readonly uuid: string;
      }>;
    };
  };
};
export type BlockedGroupsScreenQuery = {
  response: BlockedGroupsScreenQuery$data;
  variables: BlockedGroupsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "BlockedContent",
  "kind": "LinkedField",
  "name": "blockedContent",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BlockedGroup",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "displayName",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BlockedGroupsScreenQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "Viewer",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BlockedGroupsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "576a4fa51e9667838a8ee0d2aa48f4a2223385566c3ca33952db1c67f3c92142",
    "metadata": {},
    "name": "BlockedGroupsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8d40b4a5d76ed822915d98a4668dad4d";

export default node;
