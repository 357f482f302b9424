/**
 * @generated SignedSource<<b6cf7de0a2062600c65ceb3258e32252>>
 * @relayHash a749b010d84c4f42de3f79759bc82e2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7d61a7c3a13e85a0b55381bbb44009bb5bdf70a3203461d2512928ead58ad64

import { ConcreteRequest } from 'relay-runtime';
export type RelationType = "FRIEND" | "LIKED" | "LIKED_BY" | "MUTUAL" | "%future added value";
export type ProfileUuidInput = {
  uuid: string;
};
export type UnlikeProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type UnlikeProfileMutation$data = {
  readonly unlikeProfile: {
    readonly profile: {
      readonly canStartChat: boolean;
      readonly id: string;
      readonly relationType: RelationType | null | undefined;
    };
    readonly relationType: RelationType | null | undefined;
  };
};
export type UnlikeProfileMutation = {
  response: UnlikeProfileMutation$data;
  variables: UnlikeProfileMutation$variables;
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
    "name": "unlikeProfile",
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
    "name": "UnlikeProfileMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnlikeProfileMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d7d61a7c3a13e85a0b55381bbb44009bb5bdf70a3203461d2512928ead58ad64",
    "metadata": {},
    "name": "UnlikeProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "089a8ad3bee91ee3c796c65b3547db18";

export default node;
