/**
 * @generated SignedSource<<fa70e0c172b38c8d371fcce37c974804>>
 * @relayHash 361fbdb04d42faf0080eed61181b8880
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5de243a3735144cc3e10acbc6b569ec2d11044803e00fb2febc62230dd4a6ce3

import { ConcreteRequest } from 'relay-runtime';
export type AccessPermission = "FRIENDS" | "LIKED" | "MUTUALS" | "PRIVATE" | "PUBLIC" | "%future added value";
export type SetPrivacySettingsInput = {
  showLastOnline?: boolean | null | undefined;
  startChat?: AccessPermission | null | undefined;
  viewAd?: AccessPermission | null | undefined;
  viewAge?: AccessPermission | null | undefined;
  viewEvents?: AccessPermission | null | undefined;
  viewGroups?: AccessPermission | null | undefined;
  viewKinks?: AccessPermission | null | undefined;
  viewProfile?: AccessPermission | null | undefined;
};
export type SetPrivacySettingsMutation$variables = {
  input: SetPrivacySettingsInput;
};
export type SetPrivacySettingsMutation$data = {
  readonly setPrivacySettings: {
    readonly profile: {
      readonly id: string;
      readonly privacySettings: {
        readonly showLastOnline: boolean;
        readonly startChat: AccessPermission;
        readonly viewAd: AccessPermission;
        readonly viewAge: AccessPermission;
        readonly viewEvents: AccessPermission;
        readonly viewGroups: AccessPermission;
        readonly viewKinks: AccessPermission;
        readonly viewProfile: AccessPermission;
      } | null | undefined;
    };
  };
};
export type SetPrivacySettingsMutation = {
  response: SetPrivacySettingsMutation$data;
  variables: SetPrivacySettingsMutation$variables;
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
    "name": "setPrivacySettings",
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
            "concreteType": "PrivacySettings",
            "kind": "LinkedField",
            "name": "privacySettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewProfile",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewAge",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startChat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewKinks",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewAd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewGroups",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewEvents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showLastOnline",
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
    "name": "SetPrivacySettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetPrivacySettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5de243a3735144cc3e10acbc6b569ec2d11044803e00fb2febc62230dd4a6ce3",
    "metadata": {},
    "name": "SetPrivacySettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d7d454eb91c97aef54ee833ce036a08";

export default node;
