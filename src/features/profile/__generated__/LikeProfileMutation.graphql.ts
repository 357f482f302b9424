/**
 * @generated SignedSource<<e346bdea031cf9c5d5a4dad57f49ff63>>
 * @relayHash 2212b6b370377df6f259dd6501077e9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fa6e22c32a504023621e4c1a42d822c02ade9f180b9df5423d4fa31f44802ca

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
      readonly chatPermission: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileActionPermission",
            "kind": "LinkedField",
            "name": "chatPermission",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
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
    "id": "5fa6e22c32a504023621e4c1a42d822c02ade9f180b9df5423d4fa31f44802ca",
    "metadata": {},
    "name": "LikeProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "853cc69e8ba1eb66ea6b8097293be57d";

export default node;
