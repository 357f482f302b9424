/**
 * @generated SignedSource<<050879b650678e91a27f5120f5d74418>>
 * @relayHash d952c0db56e1fa442e5d61e07d56f93d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ece8d1e32a77b152e1e2d4a5e98acbb2cfd62fe13485a46ebf7d4aa568bd8ee6

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUuidInput = {
  uuid: string;
};
export type UnhideProfileMutation$variables = {
  input: ProfileUuidInput;
};
export type UnhideProfileMutation$data = {
  readonly userUnhideProfile: {
    readonly profile: {
      readonly id: string;
      readonly isHidden: boolean;
    } | null | undefined;
  };
};
export type UnhideProfileMutation = {
  response: UnhideProfileMutation$data;
  variables: UnhideProfileMutation$variables;
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
    "name": "UnhideProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnhideProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ece8d1e32a77b152e1e2d4a5e98acbb2cfd62fe13485a46ebf7d4aa568bd8ee6",
    "metadata": {},
    "name": "UnhideProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f91f839b9ded859f2e196e9de61ea235";

export default node;
