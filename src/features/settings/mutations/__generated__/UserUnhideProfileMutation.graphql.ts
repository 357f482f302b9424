/**
 * @generated SignedSource<<c83a2e7e6d1ba6ec49ace09e3782876b>>
 * @relayHash 7a690168244aa36ecd376af3a2302552
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbf7eed58d6e0fb408b29f7da2aa7117fac8a06d4a4ccd3d1c2fb6b91794cd8a

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUuidInput = {
  uuid: string;
};
export type UserUnhideProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type UserUnhideProfileMutation$data = {
  readonly userUnhideProfile: {
    readonly profile: {
      readonly id: string;
      readonly isHidden: boolean;
    } | null | undefined;
  };
};
export type UserUnhideProfileMutation = {
  response: UserUnhideProfileMutation$data;
  variables: UserUnhideProfileMutation$variables;
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
    "name": "userUnhideProfile",
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
    "name": "UserUnhideProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserUnhideProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dbf7eed58d6e0fb408b29f7da2aa7117fac8a06d4a4ccd3d1c2fb6b91794cd8a",
    "metadata": {},
    "name": "UserUnhideProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a15eb572c6f5f6ee54f6e1a3a53fe015";

export default node;
