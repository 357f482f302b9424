/**
 * @generated SignedSource<<50e419791cc29df8858e02b0b7d4fffa>>
 * @relayHash e1d0ff8f2f5d531452d1d545778352bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 563977bd1f53107185e2b5c9151a15542c69eab526efbf6196a3c847dfbb7554

import { ConcreteRequest } from 'relay-runtime';
export type RelationshipStatus = "DATING" | "DOMESTIC_PARTNERSHIP" | "ENGAGED_MARRIED" | "OPEN_RELATIONSHIP" | "OTHER" | "RELATIONSHIP" | "SINGLE" | "%future added value";
export type SexualOrientation = "ASEXUAL" | "BISEXUAL" | "GAY" | "LESBIAN" | "OTHER" | "PANSEXUAL" | "QUESTIONING" | "STRAIGHT" | "%future added value";
export type UserSetBioInput = {
  biography?: string | null | undefined;
  genders?: ReadonlyArray<string> | null | undefined;
  languages?: ReadonlyArray<string> | null | undefined;
  relationshipStatus?: RelationshipStatus | null | undefined;
  sexualOrientation?: SexualOrientation | null | undefined;
};
export type SetBioMutation$variables = {
  input: UserSetBioInput;
};
export type SetBioMutation$data = {
  readonly userSetBio: {
    readonly profile: {
      readonly bio: {
        readonly biography: string | null | undefined;
        readonly genders: ReadonlyArray<string>;
        readonly languages: ReadonlyArray<string>;
        readonly relationshipStatus: RelationshipStatus | null | undefined;
        readonly sexualOrientation: SexualOrientation | null | undefined;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type SetBioMutation = {
  response: SetBioMutation$data;
  variables: SetBioMutation$variables;
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
    "name": "userSetBio",
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
            "concreteType": "Bio",
            "kind": "LinkedField",
            "name": "bio",
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
                "name": "genders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "languages",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relationshipStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sexualOrientation",
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
    "name": "SetBioMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetBioMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "563977bd1f53107185e2b5c9151a15542c69eab526efbf6196a3c847dfbb7554",
    "metadata": {},
    "name": "SetBioMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6e47bde32ee3c2e68ca1836f9ff23066";

export default node;
