/**
 * @generated SignedSource<<b29fc4485ba2b8ce6bd74f3e535a1f88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentRating = "CONTROVERSIAL" | "EXPLICIT" | "HARD" | "MATURE" | "SAFE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileMemberships_profile$data = {
  readonly events: ReadonlyArray<{
    readonly event: {
      readonly displayName: string;
      readonly eventBeginAt: string;
      readonly eventEndAt: string;
      readonly id: string;
      readonly image: {
        readonly blurredUrl: string;
        readonly contentRating: ContentRating;
        readonly url: string;
      } | null | undefined;
      readonly uuid: string;
    };
    readonly isWaitingList: boolean;
  }>;
  readonly groups: ReadonlyArray<{
    readonly group: {
      readonly displayName: string;
      readonly id: string;
      readonly image: {
        readonly blurredUrl: string;
        readonly contentRating: ContentRating;
        readonly url: string;
      } | null | undefined;
      readonly isVerified: boolean;
      readonly uuid: string;
    };
    readonly replyCount: number;
    readonly threadCount: number;
  }>;
  readonly " $fragmentType": "ProfileMemberships_profile";
};
export type ProfileMemberships_profile$key = {
  readonly " $data"?: ProfileMemberships_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMemberships_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uuid",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
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
      "name": "contentRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "width",
          "value": 64
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(width:64)"
    },
    {
      "alias": "blurredUrl",
      "args": [
        {
          "kind": "Literal",
          "name": "blur",
          "value": true
        },
        {
          "kind": "Literal",
          "name": "width",
          "value": 256
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(blur:true,width:256)"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileMemberships_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileGroup",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "threadCount",
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
          "concreteType": "Group",
          "kind": "LinkedField",
          "name": "group",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isVerified",
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileEvent",
      "kind": "LinkedField",
      "name": "events",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isWaitingList",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Event",
          "kind": "LinkedField",
          "name": "event",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
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
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "ec0376a8bc3fdbc4e766deaa12d815ea";

export default node;
