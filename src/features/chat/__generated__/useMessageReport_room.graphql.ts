/**
 * @generated SignedSource<<ae491065f5fb118d1f426484b1a749eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useMessageReport_room$data = {
  readonly id: string;
  readonly otherProfile: {
    readonly displayName: string;
    readonly uuid: string;
  } | null | undefined;
  readonly " $fragmentType": "useMessageReport_room";
};
export type useMessageReport_room$key = {
  readonly " $data"?: useMessageReport_room$data;
  readonly " $fragmentSpreads": FragmentRefs<"useMessageReport_room">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useMessageReport_room",
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
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "otherProfile",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoom",
  "abstractKey": null
};

(node as any).hash = "253a39d7cbd34300cd9ade1086e1376d";

export default node;
