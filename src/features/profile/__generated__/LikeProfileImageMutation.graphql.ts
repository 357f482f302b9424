/**
 * @generated SignedSource<<a0ceb08bb1a8c0dc56ab664f6dad9a96>>
 * @relayHash 0bf59f12149339be598ca45cd450b6e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b492cd39d2e6a1c53d95930d2fc1bfbf70fbe260d4a845a6d80e9450d17e3ff

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImageLikeInput = {
  id: string;
  liked: boolean;
};
export type LikeProfileImageMutation$variables = {
  input: ProfileImageLikeInput;
};
export type LikeProfileImageMutation$data = {
  readonly profileImageLike: {
    readonly likeCount: number;
    readonly profileImage: {
      readonly id: string;
      readonly likeCount: number;
    };
  };
};
export type LikeProfileImageMutation = {
  response: LikeProfileImageMutation$data;
  variables: LikeProfileImageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likeCount",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ProfileImageLikePayload",
    "kind": "LinkedField",
    "name": "profileImageLike",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ProfileImage",
        "kind": "LinkedField",
        "name": "profileImage",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/)
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
    "name": "LikeProfileImageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LikeProfileImageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5b492cd39d2e6a1c53d95930d2fc1bfbf70fbe260d4a845a6d80e9450d17e3ff",
    "metadata": {},
    "name": "LikeProfileImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ab2d8c1ed83419348606f775d03118a";

export default node;
