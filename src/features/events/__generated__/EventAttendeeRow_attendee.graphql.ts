/**
 * @generated SignedSource<<5d40190f93b73ef6a6acbf0bb39de310>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventAttendeeRow_attendee$data = {
  readonly profile: {
    readonly displayName: string;
    readonly primaryImage: {
      readonly image: {
        readonly url: string;
      };
    } | null | undefined;
    readonly uuid: string;
  };
  readonly " $fragmentType": "EventAttendeeRow_attendee";
};
export type EventAttendeeRow_attendee$key = {
  readonly " $data"?: EventAttendeeRow_attendee$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventAttendeeRow_attendee">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventAttendeeRow_attendee",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProfileImage",
          "kind": "LinkedField",
          "name": "primaryImage",
          "plural": false,
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
                      "value": 64
                    }
                  ],
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": "url(width:64)"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EventAttendee",
  "abstractKey": null
};

(node as any).hash = "f718b76302f6733fe455d89190d737dc";

export default node;
