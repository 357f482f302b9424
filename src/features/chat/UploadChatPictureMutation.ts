import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import type { UploadChatPictureMutation } from './__generated__/UploadChatPictureMutation.graphql';

/** Uploads one picture for a message about to be sent; resolves with the upload's uuid, rejects in the member's words. */
export function useUploadChatPictureMutation() {
  const [commit] = useMutation<UploadChatPictureMutation>(graphql`
    mutation UploadChatPictureMutation($input: ChatRoomPictureUploadInput!) {
      chatRoomPictureUpload(input: $input) {
        uuid
      }
    }
  `);
  return useCallback(
    async (roomId: string, image: string) =>
      (await commitAsync(commit, { variables: { input: { roomId, image } } })).chatRoomPictureUpload.uuid,
    [commit],
  );
}
