/**
 * @generated SignedSource<<55c53dd620585c5c7158c09772b0b130>>
 * @relayHash 6e8a904e7bece133ef1d7e70aa1e816f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db436202b1a7b3401c3264550bc387e38f241e4a9d1ccfe4d851124959f32f32

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUuidInput = {
  uuid: string;
};
export type BlockProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type BlockProfileMutation$data = {
  readonly userBlockProfile: {
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
export type BlockProfileMutation = {
  response: BlockProfileMutation$data;
  variables: BlockProfileMutation$variables;
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
    "name": "userBlockProfile",
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
    "name": "BlockProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BlockProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "db436202b1a7b3401c3264550bc387e38f241e4a9d1ccfe4d851124959f32f32",
    "metadata": {},
    "name": "BlockProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "683263e2b23807e3f7a3bb48df86f403";

export default node;
