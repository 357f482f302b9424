import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RejectChatRequestMutation } from './__generated__/RejectChatRequestMutation.graphql';
import { roomGone } from './roomListUpdaters';

/** Rejects a chat request; the room goes away. Its answer carries the counts of the chat tabs. */
export function useRejectChatRequestMutation() {
  const [commit] = useMutation<RejectChatRequestMutation>(graphql`
    mutation RejectChatRequestMutation($input: ChatRoomIdInput!) {
      chatRoomRequestReject(input: $input) {
        deletedRoomId
        viewer {
          id
          chatRequestsCount
          chatsUnreadCount
        }
      }
    }
  `);
  return useCallback(
    (roomUuid: string, roomRecordId: string, onDone?: () => void) =>
      commit({ variables: { input: { roomId: roomUuid } }, updater: roomGone(roomRecordId), onCompleted: onDone }),
    [commit],
  );
}
