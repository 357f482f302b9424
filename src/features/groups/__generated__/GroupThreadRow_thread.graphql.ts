/**
 * @generated SignedSource<<9bf22c0f0d2372ff41c5a163eddfe199>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupThreadRow_thread$data = {
  readonly author: {
    readonly displayName: string;
  } | null | undefined;
  readonly lastActivityAt: string;
  readonly replyCount: number;
  readonly title: string;
  readonly uuid: string;
  readonly " $fragmentType": "GroupThreadRow_thread";
};
export type GroupThreadRow_thread$key = {
  readonly " $data"?: GroupThreadRow_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupThreadRow_thread">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupThreadRow_thread",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActivityAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
  "type": "GroupThread",
  "abstractKey": null
};

(node as any).hash = "c439f07e2fc5afe4b2c99b7362950bae";

export default node;
