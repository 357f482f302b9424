import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UnarchiveChatRoomMutation } from './__generated__/UnarchiveChatRoomMutation.graphql';
import { roomMoved } from './roomListUpdaters';

/** Brings an archived room back to Recent. Its answer carries the counts of the chat tabs. */
export function useUnarchiveChatRoomMutation() {
  const [commit] = useMutation<UnarchiveChatRoomMutation>(graphql`
    mutation UnarchiveChatRoomMutation($input: ChatRoomIdInput!) {
      chatRoomUnarchive(input: $input) {
        room {
          id
          isArchived
        }
        viewer {
          id
          chatsArchivedCount
          chatsUnreadCount
        }
      }
    }
  `);
  return useCallback(
    (roomUuid: string, roomRecordId: string) => commit({ variables: { input: { roomId: roomUuid } }, updater: roomMoved(roomRecordId) }),
    [commit],
  );
}
