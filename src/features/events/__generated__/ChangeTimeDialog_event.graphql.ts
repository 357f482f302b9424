/**
 * @generated SignedSource<<af7781e426a784ed6ad8a76f7f7f8800>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeTimeDialog_event$data = {
  readonly displayName: string;
  readonly eventBeginAt: string;
  readonly eventEndAt: string;
  readonly id: string;
  readonly timeZone: string;
  readonly " $fragmentType": "ChangeTimeDialog_event";
};
export type ChangeTimeDialog_event$key = {
  readonly " $data"?: ChangeTimeDialog_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeTimeDialog_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangeTimeDialog_event",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventBeginAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventEndAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "18116545c5cb73d9cee8ff840f1abe36";

export default node;
