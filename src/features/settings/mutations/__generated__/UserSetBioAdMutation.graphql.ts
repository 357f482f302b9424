/**
 * @generated SignedSource<<ea8ce7a1bbea05c89033a08b5b96026d>>
 * @relayHash f83affb1941ee70ce47d47d6fa97e38a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f002476631eb10ac7ab2b67f37841423d353f1c03e76aa68905b291f9dcc4dfc

import { ConcreteRequest } from 'relay-runtime';
export type Behaviour = "DOMINANT" | "SUBMISSIVE" | "VERSATILE" | "%future added value";
export type SafeSex = "ALWAYS" | "MOSTLY" | "NEVER" | "%future added value";
export type SexPosition = "BOTTOM" | "TOP" | "%future added value";
export type UserSetBioAdInput = {
  behaviour?: Behaviour | null | undefined;
  biography?: string | null | undefined;
  canHost?: boolean | null | undefined;
  safeSex?: SafeSex | null | undefined;
  sexPositions?: ReadonlyArray<SexPosition> | null | undefined;
};
export type UserSetBioAdMutation$variables = {
  input: UserSetBioAdInput;
};
export type UserSetBioAdMutation$data = {
  readonly userSetBioAd: {
    readonly profile: {
      readonly bioAd: {
        readonly behaviour: Behaviour | null | undefined;
        readonly biography: string | null | undefined;
        readonly canHost: boolean | null | undefined;
        readonly safeSex: SafeSex | null | undefined;
        readonly sexPositions: ReadonlyArray<SexPosition>;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type UserSetBioAdMutation = {
  response: UserSetBioAdMutation$data;
  variables: UserSetBioAdMutation$variables;
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
    "concreteType": "ProfilePayload",
    "kind": "LinkedField",
    "name": "userSetBioAd",
    "plural": false,
    "selections": [
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
          {
            "alias": null,
            "args": null,
            "concreteType": "BioAd",
            "kind": "LinkedField",
            "name": "bioAd",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "biography",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sexPositions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "behaviour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "safeSex",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canHost",
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
    "name": "UserSetBioAdMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserSetBioAdMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f002476631eb10ac7ab2b67f37841423d353f1c03e76aa68905b291f9dcc4dfc",
    "metadata": {},
    "name": "UserSetBioAdMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f0bf1e9c90ce20814989eeb62b65dda3";

export default node;
