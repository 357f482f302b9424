/**
 * @generated SignedSource<<32407d27719b3645008a492bcc4e5c7b>>
 * @relayHash 671d93f5dceb907b97655378c76a9705
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fac386c287e1f8e32b5ffbbc48c077d1646deb97b24fe75f9a52cd09c3b0f228

import { ConcreteRequest } from 'relay-runtime';
export type AccessPermission = "FRIENDS" | "LIKED" | "MUTUALS" | "PRIVATE" | "PUBLIC" | "%future added value";
export type SetPrivacySettingsInput = {
  showLastOnline?: boolean | null | undefined;
  startChat?: AccessPermission | null | undefined;
  viewAd?: AccessPermission | null | undefined;
  viewAge?: AccessPermission | null | undefined;
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
    "id": "fac386c287e1f8e32b5ffbbc48c077d1646deb97b24fe75f9a52cd09c3b0f228",
    "metadata": {},
    "name": "SetPrivacySettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9cdef2c0a24481201cac6191f33e630a";

export default node;
