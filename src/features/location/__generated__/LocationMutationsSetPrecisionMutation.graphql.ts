/**
 * @generated SignedSource<<46a420267336fd7c602b5e639f61051e>>
 * @relayHash 996cf83e69d053ba094c1dc87274bdd8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 531f917b087a68d29c632c4a4cd581ae32fce055c66514777b82bf390ad11112

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationPrecision = "CITY" | "COARSE" | "EXACT" | "EXTRA_COARSE" | "PRECISE" | "%future added value";
export type LocationType = "GPS" | "MANUAL" | "%future added value";
export type UserSetLocationPrecisionInput = {
  precision: LocationPrecision;
};
export type LocationMutationsSetPrecisionMutation$variables = {
  input: UserSetLocationPrecisionInput;
};
export type LocationMutationsSetPrecisionMutation$data = {
  readonly userSetLocationPrecision: {
    readonly profile: {
      readonly id: string;
      readonly location: {
        readonly type: LocationType;
        readonly " $fragmentSpreads": FragmentRefs<"MyLocationScreen_location">;
      } | null | undefined;
    };
  };
};
export type LocationMutationsSetPrecisionMutation = {
  response: LocationMutationsSetPrecisionMutation$data;
  variables: LocationMutationsSetPrecisionMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationMutationsSetPrecisionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfilePayload",
        "kind": "LinkedField",
        "name": "userSetLocationPrecision",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileLocation",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MyLocationScreen_location"
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
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
    "name": "LocationMutationsSetPrecisionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfilePayload",
        "kind": "LinkedField",
        "name": "userSetLocationPrecision",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileLocation",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "place",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "homePlace",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "precision",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "country",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "countryCode",
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
    ]
  },
  "params": {
    "id": "531f917b087a68d29c632c4a4cd581ae32fce055c66514777b82bf390ad11112",
    "metadata": {},
    "name": "LocationMutationsSetPrecisionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce3735546e4cb47832b017c196d12ba0";

export default node;
