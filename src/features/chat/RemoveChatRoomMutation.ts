import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RemoveChatRoomMutation } from './__generated__/RemoveChatRoomMutation.graphql';
import { roomGone } from './roomListUpdaters';

/** Removes a room, optionally for the other member too. Its answer carries the counts of the chat tabs. */
export function useRemoveChatRoomMutation() {
  const [commit] = useMutation<RemoveChatRoomMutation>(graphql`
    mutation RemoveChatRoomMutation($input: ChatRoomRemoveInput!) {
      chatRoomRemove(input: $input) {
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
    (roomUuid: string, roomRecordId: string, deleteForOther: boolean, onDone?: () => void) =>
      commit({ variables: { input: { roomId: roomUuid, deleteForOther } }, updater: roomGone(roomRecordId), onCompleted: onDone }),
    [commit],
  );
}
