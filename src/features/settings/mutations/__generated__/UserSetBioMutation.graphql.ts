/**
 * @generated SignedSource<<6d4073394da5e4bda882f635ec976337>>
 * @relayHash ee60eba539748cba816e6052efbfd2ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9261a0ef7a45fb8927502db3232815dbbb9bf91c186c7b05ba1d75b5082aaec

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
export type UserSetBioMutation$variables = {
  input: UserSetBioInput;
};
export type UserSetBioMutation$data = {
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
export type UserSetBioMutation = {
  response: UserSetBioMutation$data;
  variables: UserSetBioMutation$variables;
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
    "name": "UserSetBioMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserSetBioMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c9261a0ef7a45fb8927502db3232815dbbb9bf91c186c7b05ba1d75b5082aaec",
    "metadata": {},
    "name": "UserSetBioMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4946da114448973e3cc30cc95ffe9a1e";

export default node;
