/**
 * @generated SignedSource<<8f21dd6489480d132c92a3b56d5992f5>>
 * @relayHash 575c411799821ca4d781c164addbed3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 267dccb1291e7bd53b6a02493ba99025873fbf6409e49cae1962e223c9dbf6f8

import { ConcreteRequest } from 'relay-runtime';
export type UserBlurUnrepliedPicturesSetInput = {
  blur: boolean;
};
export type SetBlurUnrepliedPicturesMutation$variables = {
  input: UserBlurUnrepliedPicturesSetInput;
};
export type SetBlurUnrepliedPicturesMutation$data = {
  readonly userBlurUnrepliedPicturesSet: {
    readonly viewer: {
      readonly contentOptions: {
        readonly blurUnrepliedPictures: boolean;
      };
      readonly id: string;
    };
  };
};
export type SetBlurUnrepliedPicturesMutation = {
  response: SetBlurUnrepliedPicturesMutation$data;
  variables: SetBlurUnrepliedPicturesMutation$variables;
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
    "name": "userBlurUnrepliedPicturesSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
            "concreteType": "ContentOptions",
            "kind": "LinkedField",
            "name": "contentOptions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "blurUnrepliedPictures",
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
    "name": "SetBlurUnrepliedPicturesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetBlurUnrepliedPicturesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "267dccb1291e7bd53b6a02493ba99025873fbf6409e49cae1962e223c9dbf6f8",
    "metadata": {},
    "name": "SetBlurUnrepliedPicturesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d26ed4fdaf79e7239e644d4b73067f8c";

export default node;
