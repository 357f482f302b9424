/**
 * @generated SignedSource<<0bb18a967d9062b3b581909e4622d312>>
 * @relayHash 26e4b5268c3d2247b6ea1bbe2341ce7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32e1e7b889f293ececd9d7105ec680d107b8015fc7526f2a7db24f24f2f75104

import { ConcreteRequest } from 'relay-runtime';
export type SearchModalQuery$variables = {
  search: string;
};
export type SearchModalQuery$data = {
  readonly profileOverview: ReadonlyArray<{
    readonly displayName: string;
    readonly id: string;
    readonly location: {
      readonly distance: number | null | undefined;
    } | null | undefined;
    readonly primaryImage: {
      readonly image: {
        readonly url: string;
      };
    } | null | undefined;
    readonly username: string | null | undefined;
    readonly uuid: string;
  }>;
};
export type SearchModalQuery = {
  response: SearchModalQuery$data;
  variables: SearchModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "limit",
    "value": 30
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
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
  "name": "username",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ProfileLocation",
  "kind": "LinkedField",
  "name": "location",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distance",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profileOverview",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileImage",
            "kind": "LinkedField",
            "name": "primaryImage",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
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
    "name": "SearchModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profileOverview",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileImage",
            "kind": "LinkedField",
            "name": "primaryImage",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "32e1e7b889f293ececd9d7105ec680d107b8015fc7526f2a7db24f24f2f75104",
    "metadata": {},
    "name": "SearchModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "96a0b86fd8f0687a54281015e3a56488";

export default node;
