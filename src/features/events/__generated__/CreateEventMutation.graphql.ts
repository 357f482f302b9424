/**
 * @generated SignedSource<<d43dfb9b8ffcfda3f8b6108e934e13a2>>
 * @relayHash 268bce8688ebdbe5e832760903e3a7e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a191e5c5f71fcef4ed89d43c390db8ca23a28792f98d3e42e3e1e3865780749

import { ConcreteRequest } from 'relay-runtime';
export type EventCreateInput = {
  address?: string | null | undefined;
  capacity?: number | null | undefined;
  description: string;
  displayName: string;
  eventBeginAt: string;
  eventEndAt: string;
  hostGroupId?: string | null | undefined;
  image?: string | null | undefined;
  isAd?: boolean | null | undefined;
  placeId: string;
  timeZone: string;
};
export type CreateEventMutation$variables = {
  input: EventCreateInput;
};
export type CreateEventMutation$data = {
  readonly eventCreate: {
    readonly event: {
      readonly id: string;
      readonly uuid: string;
    };
  };
};
export type CreateEventMutation = {
  response: CreateEventMutation$data;
  variables: CreateEventMutation$variables;
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
    "concreteType": "EventPayload",
    "kind": "LinkedField",
    "name": "eventCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "event",
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
            "name": "uuid",
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
    "name": "CreateEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5a191e5c5f71fcef4ed89d43c390db8ca23a28792f98d3e42e3e1e3865780749",
    "metadata": {},
    "name": "CreateEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fabe449758b5c7dc826b4876bbc72460";

export default node;
