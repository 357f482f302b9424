/**
 * @generated SignedSource<<5757720edec9f63ebf635cf8355c46ac>>
 * @relayHash 274af59ee433af43c8477bc3592c3ae5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee29cc9f5cacca34b79323f9327ece741ed527b0a8cb1c92da4ef551359ca00e

import { ConcreteRequest } from 'relay-runtime';
export type NewsItemDismissInput = {
  id: string;
};
export type DebugNewsFeedsDismissMutation$variables = {
  input: NewsItemDismissInput;
};
export type DebugNewsFeedsDismissMutation$data = {
  readonly newsItemDismiss: {
    readonly dismissedId: string;
  };
};
export type DebugNewsFeedsDismissMutation = {
  response: DebugNewsFeedsDismissMutation$data;
  variables: DebugNewsFeedsDismissMutation$variables;
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
    "name": "DebugNewsFeedsDismissMutation",
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
    "name": "DebugNewsFeedsDismissMutation",
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
    "id": "ee29cc9f5cacca34b79323f9327ece741ed527b0a8cb1c92da4ef551359ca00e",
    "metadata": {},
    "name": "DebugNewsFeedsDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a3648813caa46bea95808c85613f68a2";

export default node;
