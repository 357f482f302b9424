/**
 * @generated SignedSource<<c8efa5670a59de929954a2a3b60fe3f5>>
 * @relayHash 3e856bff620d5b603db2c220e770297d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c4a1a3ddc653bf1958cc9c6fa0b876ab5159dc5ccad604d7602a4ad3edf6507

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUuidInput = {
  uuid: string;
};
export type UserUnblockProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type UserUnblockProfileMutation$data = {
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
export type UserUnblockProfileMutation = {
  response: UserUnblockProfileMutation$data;
  variables: UserUnblockProfileMutation$variables;
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
    "name": "UserUnblockProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserUnblockProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2c4a1a3ddc653bf1958cc9c6fa0b876ab5159dc5ccad604d7602a4ad3edf6507",
    "metadata": {},
    "name": "UserUnblockProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13b5afd697caeeada2bfabf20c352cf3";

export default node;
