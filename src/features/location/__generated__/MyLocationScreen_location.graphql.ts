/**
 * @generated SignedSource<<446902877c8dcaa4f9e11607000f2585>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LocationPrecision = "CITY" | "COARSE" | "EXACT" | "EXTRA_COARSE" | "PRECISE" | "%future added value";
export type LocationType = "GPS" | "MANUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyLocationScreen_location$data = {
  readonly country: string | null | undefined;
  readonly countryCode: string | null | undefined;
  readonly homePlace: string | null | undefined;
  readonly place: string | null | undefined;
  readonly precision: LocationPrecision;
  readonly type: LocationType;
  readonly " $fragmentType": "MyLocationScreen_location";
};
export type MyLocationScreen_location$key = {
  readonly " $data"?: MyLocationScreen_location$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyLocationScreen_location">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyLocationScreen_location",
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
  "type": "ProfileLocation",
  "abstractKey": null
};

(node as any).hash = "ececf70bb19a56fbd321d157efbf6bb0";

export default node;
