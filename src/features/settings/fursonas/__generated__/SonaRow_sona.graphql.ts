/**
 * @generated SignedSource<<311af5efb626cb108657a36a612cd01a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SonaRow_sona$data = {
  readonly displayName: string;
  readonly hasFursuit: boolean;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly image: {
      readonly url: string;
    };
  }>;
  readonly species: {
    readonly displayName: string;
  };
  readonly " $fragmentType": "SonaRow_sona";
};
export type SonaRow_sona$key = {
  readonly " $data"?: SonaRow_sona$data;
  readonly " $fragmentSpreads": FragmentRefs<"SonaRow_sona">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SonaRow_sona",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasFursuit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Species",
      "kind": "LinkedField",
      "name": "species",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UploadedImage",
          "kind": "LinkedField",
          "name": "image",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": [
                {
                  "kind": "Literal",
                  "name": "width",
                  "value": 128
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:128)"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Sona",
  "abstractKey": null
};
})();

(node as any).hash = "83247f925a299f2601f5823d0196e3fe";

export default node;
