/**
 * @generated SignedSource<<94137b059538a37b3cd8669969fbb8e7>>
 * @relayHash 8406f2c11ce521ef42584ab6bc2817c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8bea219c9a46b85580173e456500e2895c5f4f85b8f3c4ee7326f964c15ce9c

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
export type SetAdBioMutation$variables = {
  input: UserSetBioAdInput;
};
export type SetAdBioMutation$data = {
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
export type SetAdBioMutation = {
  response: SetAdBioMutation$data;
  variables: SetAdBioMutation$variables;
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
    "name": "SetAdBioMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetAdBioMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f8bea219c9a46b85580173e456500e2895c5f4f85b8f3c4ee7326f964c15ce9c",
    "metadata": {},
    "name": "SetAdBioMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "de228eb711f249df999c4d47ea591f3b";

export default node;
