/**
 * @generated SignedSource<<c30666a8644c869c2067e1c2f14787c6>>
 * @relayHash 0b9d564b8477a54e7d146745376b2440
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11cda13a6e114d064c293b4cbe537d921181c8525e3e6708c257c4e3a2b6c0a8

import { ConcreteRequest } from 'relay-runtime';
export type NewsItemDismissInput = {
  id: string;
};
export type NewsItemDismissMutation$variables = {
  input: NewsItemDismissInput;
};
export type NewsItemDismissMutation$data = {
  readonly newsItemDismiss: {
    readonly dismissedId: string;
  };
};
export type NewsItemDismissMutation = {
  response: NewsItemDismissMutation$data;
  variables: NewsItemDismissMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dismissedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewsItemDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsItemDismissPayload",
        "kind": "LinkedField",
        "name": "newsItemDismiss",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsItemDismissMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsItemDismissPayload",
        "kind": "LinkedField",
        "name": "newsItemDismiss",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "dismissedId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "11cda13a6e114d064c293b4cbe537d921181c8525e3e6708c257c4e3a2b6c0a8",
    "metadata": {},
    "name": "NewsItemDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e926bcd38a84962d086388b1858f798f";

export default node;
