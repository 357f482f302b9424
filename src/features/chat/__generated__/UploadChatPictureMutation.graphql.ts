/**
 * @generated SignedSource<<94c30842a13ea411e6cb1d33e7260152>>
 * @relayHash 79ab15c3722710c0787fdacff51a0d5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a90b341743d56ce165abdc6b7519e9c3e76e14a62c1a79d93591f7ac0d5ab774

import { ConcreteRequest } from 'relay-runtime';
export type ChatRoomPictureUploadInput = {
  image: string;
  roomId: string;
};
export type UploadChatPictureMutation$variables = {
  input: ChatRoomPictureUploadInput;
};
export type UploadChatPictureMutation$data = {
  readonly chatRoomPictureUpload: {
    readonly uuid: string;
  };
};
export type UploadChatPictureMutation = {
  response: UploadChatPictureMutation$data;
  variables: UploadChatPictureMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChatRoomPictureUploadPayload",
    "kind": "LinkedField",
    "name": "chatRoomPictureUpload",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UploadChatPictureMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UploadChatPictureMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a90b341743d56ce165abdc6b7519e9c3e76e14a62c1a79d93591f7ac0d5ab774",
    "metadata": {},
    "name": "UploadChatPictureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "26aee8684d030db271a4902e77bd16de";

export default node;
