/**
 * @generated SignedSource<<2927e212becd84dba8f13b8ba3002730>>
 * @relayHash 69c0e2200f1c7962b7f82a1ac54ed5bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d58046bc54fe63b379480f1b4aa05978f0f07bd6a624a418debaa636388eac5

import { ConcreteRequest } from 'relay-runtime';
export type NewsItemDismissInput = {
  id: string;
};
export type DismissNewsItemMutation$variables = {
  input: NewsItemDismissInput;
};
export type DismissNewsItemMutation$data = {
  readonly newsItemDismiss: {
    readonly dismissedId: string;
  };
};
export type DismissNewsItemMutation = {
  response: DismissNewsItemMutation$data;
  variables: DismissNewsItemMutation$variables;
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
    "name": "DismissNewsItemMutation",
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
    "name": "DismissNewsItemMutation",
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
    "id": "3d58046bc54fe63b379480f1b4aa05978f0f07bd6a624a418debaa636388eac5",
    "metadata": {},
    "name": "DismissNewsItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3b2745692c5b70b840a806f5859b70c8";

export default node;
