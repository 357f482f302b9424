/**
 * @generated SignedSource<<b7d629dff4be8156c383543a88198470>>
 * @relayHash bb4769165e095195238811c7ffdb36a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2f4978ccac357aab457bc4883493f4892334ce5e55f3af89a406640f5f52f04

import { ConcreteRequest } from 'relay-runtime';
export type NewsAudience = "EVERYONE" | "SUPPORTERS" | "TEAM" | "%future added value";
export type DebugNewsFeedsQuery$variables = Record<PropertyKey, never>;
export type DebugNewsFeedsQuery$data = {
  readonly newsItems: ReadonlyArray<{
    readonly audiences: ReadonlyArray<NewsAudience>;
    readonly category: string;
    readonly id: string;
    readonly publishedAt: string;
    readonly showOnHomePage: boolean;
    readonly showOnNewsFeed: boolean;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type DebugNewsFeedsQuery = {
  response: DebugNewsFeedsQuery$data;
  variables: DebugNewsFeedsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "slug",
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
        "name": "audiences",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "showOnNewsFeed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "showOnHomePage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DebugNewsFeedsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DebugNewsFeedsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f2f4978ccac357aab457bc4883493f4892334ce5e55f3af89a406640f5f52f04",
    "metadata": {},
    "name": "DebugNewsFeedsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "08d1df58f5a0991d4e8887de58521a7c";

export default node;
