/**
 * @generated SignedSource<<5c46269afdc24994f4883862d13941d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeNews_query$data = {
  readonly newsItems: ReadonlyArray<{
    readonly category: string;
    readonly content: string;
    readonly id: string;
    readonly showOnHomePage: boolean;
    readonly title: string;
  }>;
  readonly " $fragmentType": "HomeNews_query";
};
export type HomeNews_query$key = {
  readonly " $data"?: HomeNews_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeNews_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeNews_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NewsItem",
      "kind": "LinkedField",
      "name": "newsItems",
      "plural": true,
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "showOnHomePage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ef1dbfbcf38dbe3fbdc9deefef6ec3e6";

export default node;
