/**
 * @generated SignedSource<<8b42a431201eba9473bb46939d020303>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatRoomSafetyMenu_room$data = {
  readonly id: string;
  readonly lastMessage: {
    readonly deletedAt: string | null | undefined;
    readonly id: string;
    readonly payload: {
      readonly content?: string | null | undefined;
    } | null | undefined;
    readonly profileUuid: string | null | undefined;
  } | null | undefined;
  readonly otherProfile: {
    readonly displayName: string;
    readonly uuid: string;
  } | null | undefined;
  readonly " $fragmentType": "ChatRoomSafetyMenu_room";
};
export type ChatRoomSafetyMenu_room$key = {
  readonly " $data"?: ChatRoomSafetyMenu_room$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatRoomSafetyMenu_room">;
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
  "name": "ChatRoomSafetyMenu_room",
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatRoomMessage",
      "kind": "LinkedField",
      "name": "lastMessage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileUuid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deletedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "payload",
          "plural": false,
          "selections": [
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "content",
                  "storageKey": null
                }
              ],
              "type": "ChatMessageTextPayload",
              "abstractKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoom",
  "abstractKey": null
};
})();

(node as any).hash = "3098ce6467952c401535db5a17f477f9";

export default node;
