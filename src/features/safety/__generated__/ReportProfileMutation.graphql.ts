/**
 * @generated SignedSource<<a472c68503d10003b26458f70f6bd1a0>>
 * @relayHash 2be2f705f256024e3fa74ae617c905bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20ed5aaf3c3df9f3b25279bfe11b9465fb996df1d7c0ed016a48c9b7cc6dd95e

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "HARASSMENT" | "IMPERSONATION" | "OTHER" | "SPAM_OR_SCAM" | "UNDERAGE" | "UNRATED_EXPLICIT_CONTENT" | "%future added value";
export type ReportProfileInput = {
  details?: string | null | undefined;
  imageId?: string | null | undefined;
  messageId?: string | null | undefined;
  reason: ReportReason;
  uuid: string;
};
export type ReportProfileMutation$variables = {
  input: ReportProfileInput;
};
export type ReportProfileMutation$data = {
  readonly reportProfile: {
    readonly profile: {
      readonly id: string;
      readonly isBlocked: boolean;
    } | null | undefined;
  };
};
export type ReportProfileMutation = {
  response: ReportProfileMutation$data;
  variables: ReportProfileMutation$variables;
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
    "concreteType": "ReportProfilePayload",
    "kind": "LinkedField",
    "name": "reportProfile",
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
            "name": "isBlocked",
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
    "name": "ReportProfileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportProfileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "20ed5aaf3c3df9f3b25279bfe11b9465fb996df1d7c0ed016a48c9b7cc6dd95e",
    "metadata": {},
    "name": "ReportProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b006b536962e4a7785e16b94ceea89a";

export default node;
