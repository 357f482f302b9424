/**
 * @generated SignedSource<<554216b7670a0b04941c9105d82546d5>>
 * @relayHash 14ec46aa8c4f36f67798c14aecb54605
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c918e2481eb5a4717d332c403ab1465a12627c9166d32d651b79eacbc90df82

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUuidInput = {
  uuid: string;
};
export type UnblockProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type UnblockProfileMutation$data = {
  readonly userUnblockProfile: {
    readonly viewer: {
      readonly blockedContent: {
        readonly profiles: ReadonlyArray<{
          readonly displayName: string;
          readonly uuid: string;
        }>;
      };
      readonly id: string;
    };
  };
};
export type UnblockProfileMutation = {
  response: UnblockProfileMutation$data;
  variables: UnblockProfileMutation$variables;
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
    "concreteType": "BlockProfilePayload",
    "kind": "LinkedField",
    "name": "userUnblockProfile",
    "plural": false,
    "selections": [
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
    "name": "UnblockProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnblockProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1c918e2481eb5a4717d332c403ab1465a12627c9166d32d651b79eacbc90df82",
    "metadata": {},
    "name": "UnblockProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3730c5e8535d4431ce10cd3ce96ec435";

export default node;
