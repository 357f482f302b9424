/**
 * @generated SignedSource<<865fd7faf09685100f43a27c3cd6aeee>>
 * @relayHash 2aa1fa27d02588ecb6b4ca9dff61365d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b36d238df890fac8fd9ba675adfd2f4031130567ee23cba6a0a36d5af7dbffa

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
    "id": "1b36d238df890fac8fd9ba675adfd2f4031130567ee23cba6a0a36d5af7dbffa",
    "metadata": {},
    "name": "UnlikeProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "74cdd463022bc0cf8b808486c12ba684";

export default node;
