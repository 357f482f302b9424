/**
 * @generated SignedSource<<b8fa94fa6bf5cb846b5a10670486a5c6>>
 * @relayHash 0cb5ba9ab14ada347221b03f2db93bfe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed258428b8b8f7185d36f5d2912b7f7b369276d2133aa1acbadf3e422c2a99d7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserSetHomePlaceInput = {
  placeId: string;
};
export type LocationMutationsSetHomePlaceMutation$variables = {
  input: UserSetHomePlaceInput;
};
export type LocationMutationsSetHomePlaceMutation$data = {
  readonly userSetHomePlace: {
    readonly profile: {
      readonly id: string;
      readonly location: {
        readonly " $fragmentSpreads": FragmentRefs<"MyLocationScreen_location">;
      } | null | undefined;
    };
  };
};
export type LocationMutationsSetHomePlaceMutation = {
  response: LocationMutationsSetHomePlaceMutation$data;
  variables: LocationMutationsSetHomePlaceMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationMutationsSetHomePlaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfilePayload",
        "kind": "LinkedField",
        "name": "userSetHomePlace",
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
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LocationMutationsSetHomePlaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProfilePayload",
        "kind": "LinkedField",
        "name": "userSetHomePlace",
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
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
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
    "id": "ed258428b8b8f7185d36f5d2912b7f7b369276d2133aa1acbadf3e422c2a99d7",
    "metadata": {},
    "name": "LocationMutationsSetHomePlaceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6db4b1784033372fd5e993ccb9731d2f";

export default node;
