/**
 * @generated SignedSource<<c83ba5ad7cc6138047750c968491828a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventManagerActions_event$data = {
  readonly displayName: string;
  readonly id: string;
  readonly isCancelled: boolean;
  readonly uuid: string;
  readonly viewerCanManage: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeTimeDialog_event">;
  readonly " $fragmentType": "EventManagerActions_event";
};
export type EventManagerActions_event$key = {
  readonly " $data"?: EventManagerActions_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventManagerActions_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventManagerActions_event",
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
      "name": "isCancelled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanManage",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChangeTimeDialog_event"
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "808153a71ec69db178aa9b5e6ffc4800";

export default node;
