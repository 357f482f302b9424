/**
 * @generated SignedSource<<900d38dbdbc6671b8c9753dfae8f40b1>>
 * @relayHash f7f85a8d39d47edf82d1fb916c26e1cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e00d5b0179e88c0bc88fb1aaefbdda278b992812228838f647d4dfd69db3e93

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "HARASSMENT" | "IMPERSONATION" | "OTHER" | "SPAM_OR_SCAM" | "UNDERAGE" | "UNRATED_EXPLICIT_CONTENT" | "%future added value";
export type EventReportInput = {
  details?: string | null | undefined;
  eventId: string;
  reason: ReportReason;
};
export type ReportEventMutation$variables = {
  input: EventReportInput;
};
export type ReportEventMutation$data = {
  readonly eventReport: {
    readonly ok: boolean;
  };
};
export type ReportEventMutation = {
  response: ReportEventMutation$data;
  variables: ReportEventMutation$variables;
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
    "concreteType": "EventReportPayload",
    "kind": "LinkedField",
    "name": "eventReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "ReportEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3e00d5b0179e88c0bc88fb1aaefbdda278b992812228838f647d4dfd69db3e93",
    "metadata": {},
    "name": "ReportEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f6b586941f1dd8202f0f47763760ae09";

export default node;
