/**
 * @generated SignedSource<<f12b5cb96a98f0b7133b55d18574d16e>>
 * @relayHash 9ec38567475bd3dce5453161da58f4cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8364f63840119f01240bfba1c8434f35741da5ce24615c07351ecf2d45226690

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
    "id": "8364f63840119f01240bfba1c8434f35741da5ce24615c07351ecf2d45226690",
    "metadata": {},
    "name": "SetPrivacySettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "385b2c9c52bde8544f6c3a760ce38182";

export default node;
