/**
 * @generated SignedSource<<5ffa4bfb6c583b404429cc9402cd3182>>
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
      readonly uuid: string;
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
              "args": null,
              "kind": "ScalarField",
              "name": "uuid",
              "storageKey": null
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

(node as any).hash = "1eb89b71446c2c9cbe80d272f90cf5ac";

export default node;
