/**
 * @generated SignedSource<<51c6cc43db58967179beaab31355376c>>
 * @relayHash 613e30c56d7edfdfbe9ccda8c7174c72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 093a02c40bdfbc749ebc79acf068e6fc2ce8388ec997ab18091d219721c5332e

import { ConcreteRequest } from 'relay-runtime';
export type RelationType = "FRIEND" | "LIKED" | "LIKED_BY" | "MUTUAL" | "%future added value";
export type ProfileUuidInput = {
  uuid: string;
};
export type LikeProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type LikeProfileMutation$data = {
  readonly likeProfile: {
    readonly profile: {
      readonly canStartChat: boolean;
      readonly id: string;
      readonly relationType: RelationType | null | undefined;
    };
    readonly relationType: RelationType | null | undefined;
  };
};
export type LikeProfileMutation = {
  response: LikeProfileMutation$data;
  variables: LikeProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "relationType",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LikeProfilePayload",
    "kind": "LinkedField",
    "name": "likeProfile",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canStartChat",
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
    "name": "LikeProfileMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LikeProfileMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "093a02c40bdfbc749ebc79acf068e6fc2ce8388ec997ab18091d219721c5332e",
    "metadata": {},
    "name": "LikeProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43c94196f055a5290250451adf9f8bd8";

export default node;
