/**
 * @generated SignedSource<<6cf0b4b8235e264b3bdb47aded2896f0>>
 * @relayHash eacfcbab4a6f6a1bedc7fa0f40b4978b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c969a81af62211906f0867473322d89e62a70e8e569e0fdd77b987c1bef4a432

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
    "id": "c969a81af62211906f0867473322d89e62a70e8e569e0fdd77b987c1bef4a432",
    "metadata": {},
    "name": "HideProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e92a7ed4f7e627164260cf0aee379c3";

export default node;
