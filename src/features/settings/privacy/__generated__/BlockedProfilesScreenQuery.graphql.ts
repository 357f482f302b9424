/**
 * @generated SignedSource<<4f788561f4b843ac950d70ef30cad743>>
 * @relayHash 9923f673495f35c2389025b0b690d240
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b18d39d463201b215d2b6fdcf8ce7febf47f21763f3aeb97653fe31aa81b100

import { ConcreteRequest } from 'relay-runtime';
export type BlockedProfilesScreenQuery$variables = Record<PropertyKey, never>;
export type BlockedProfilesScreenQuery$data = {
  readonly viewer: {
    readonly blockedContent: {
      readonly profiles: ReadonlyArray<{
        readonly displayName: string;
        readonly uuid: string;
      }>;
    };
  };
};
export type BlockedProfilesScreenQuery = {
  response: BlockedProfilesScreenQuery$data;
  variables: BlockedProfilesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "concreteType": "BlockedProfile",
      "kind": "LinkedField",
      "name": "profiles",
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
    "name": "BlockedProfilesScreenQuery",
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
            (v0/*:: as any*/)
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
    "name": "BlockedProfilesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9b18d39d463201b215d2b6fdcf8ce7febf47f21763f3aeb97653fe31aa81b100",
    "metadata": {},
    "name": "BlockedProfilesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c1523256fa3ac03418da933daad78261";

export default node;
