import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LeaveChatRoomMutation } from './__generated__/LeaveChatRoomMutation.graphql';
import { roomGone } from './roomListUpdaters';

/** Leaves a room; it goes away for the viewer. Its answer carries the counts of the chat tabs. */
export function useLeaveChatRoomMutation() {
  const [commit] = useMutation<LeaveChatRoomMutation>(graphql`
    mutation LeaveChatRoomMutation($input: ChatRoomIdInput!) {
      chatRoomLeave(input: $input) {
        deletedRoomId
        viewer {
          id
          chatsUnreadCount
          chatsArchivedCount
          chatRequestsCount
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
