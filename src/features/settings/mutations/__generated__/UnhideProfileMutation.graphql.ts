/**
 * @generated SignedSource<<cbb0684c5df3ac01cbf9257e3a3f108a>>
 * @relayHash cc1db3f258797f6c601b46c779751c04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68946f9e22e91ac54e3f48fb2a25fef72b5de042e39bd956916dd68ff12e27ca

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
      readonly isHiddenByViewer: boolean;
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
    "id": "68946f9e22e91ac54e3f48fb2a25fef72b5de042e39bd956916dd68ff12e27ca",
    "metadata": {},
    "name": "UnhideProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "880c5d0ed29e19f2c7dda27a921e5507";

export default node;
