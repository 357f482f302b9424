/**
 * @generated SignedSource<<d353d527d2d4e42d66a2f2576fafb280>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupReplyItem_reply$data = {
  readonly author: {
    readonly displayName: string;
    readonly id: string;
    readonly uuid: string;
  } | null | undefined;
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "GroupReplyItem_reply";
};
export type GroupReplyItem_reply$key = {
  readonly " $data"?: GroupReplyItem_reply$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupReplyItem_reply">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupReplyItem_reply",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
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
        (v0/*:: as any*/),
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
  "type": "GroupReply",
  "abstractKey": null
};
})();

(node as any).hash = "e45b2a0501f8fa47f37bf440ae5297c1";

export default node;
