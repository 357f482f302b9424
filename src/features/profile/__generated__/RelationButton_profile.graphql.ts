/**
 * @generated SignedSource<<4f77c5df0563d6db61723c3151970a3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RelationType = "FRIEND" | "LIKED" | "LIKED_BY" | "MUTUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RelationButton_profile$data = {
  readonly canStartChat: boolean;
  readonly chatPermission: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly displayName: string;
  readonly id: string;
  readonly likePermission: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly relationType: RelationType | null | undefined;
  readonly uuid: string;
  readonly " $fragmentType": "RelationButton_profile";
};
export type RelationButton_profile$key = {
  readonly " $data"?: RelationButton_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelationButton_profile">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelationButton_profile",
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
      "name": "relationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canStartChat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileActionPermission",
      "kind": "LinkedField",
      "name": "chatPermission",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileActionPermission",
      "kind": "LinkedField",
      "name": "likePermission",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "4e76c8ca16d0c608d6b6f5ddd14cfc29";

export default node;
