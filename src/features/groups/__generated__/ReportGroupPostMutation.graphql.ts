/**
 * @generated SignedSource<<5469d5116a32f9dc5ba9639828a9a3d2>>
 * @relayHash 8b4b76f83d53c94fba841290aa84c819
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52a72ac9b909a8eb8c3c267073b6fc094d3857af50d6cf4b843baaaab126fd2f

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "HARASSMENT" | "IMPERSONATION" | "OTHER" | "SPAM_OR_SCAM" | "UNDERAGE" | "UNRATED_EXPLICIT_CONTENT" | "%future added value";
export type GroupPostReportInput = {
  details?: string | null | undefined;
  postId: string;
  reason: ReportReason;
};
export type ReportGroupPostMutation$variables = {
  input: GroupPostReportInput;
};
export type ReportGroupPostMutation$data = {
  readonly groupPostReport: {
    readonly ok: boolean;
  };
};
export type ReportGroupPostMutation = {
  response: ReportGroupPostMutation$data;
  variables: ReportGroupPostMutation$variables;
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
    "concreteType": "GroupPostReportPayload",
    "kind": "LinkedField",
    "name": "groupPostReport",
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
    "name": "ReportGroupPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportGroupPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "52a72ac9b909a8eb8c3c267073b6fc094d3857af50d6cf4b843baaaab126fd2f",
    "metadata": {},
    "name": "ReportGroupPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fd5db84d0fa32e02eb08b1a1602b890";

export default node;
