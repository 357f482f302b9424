/**
 * @generated SignedSource<<4b3f09858462d0694e76a6c602450978>>
 * @relayHash 4172bea8b64e08ed7a22fad15e04a2b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ff6ad7b5af27f085b6a7af7c96a3aae085535a5cadeb7bfeba5e7031bc3cbef

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUuidInput = {
  uuid: string;
};
export type HideProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type HideProfileMutation$data = {
  readonly userHideProfile: {
    readonly profile: {
      readonly id: string;
      readonly isHidden: boolean;
      readonly isHiddenByViewer: boolean;
    } | null | undefined;
  };
};
export type HideProfileMutation = {
  response: HideProfileMutation$data;
  variables: HideProfileMutation$variables;
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
    "concreteType": "BlockProfilePayload",
    "kind": "LinkedField",
    "name": "userHideProfile",
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
            "kind": "ScalarField",
            "name": "isHidden",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isHiddenByViewer",
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
    "name": "HideProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HideProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6ff6ad7b5af27f085b6a7af7c96a3aae085535a5cadeb7bfeba5e7031bc3cbef",
    "metadata": {},
    "name": "HideProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3a4bef95a314f58077d084b04dabdb1e";

export default node;
