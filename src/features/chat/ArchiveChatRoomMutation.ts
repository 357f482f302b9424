import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ArchiveChatRoomMutation } from './__generated__/ArchiveChatRoomMutation.graphql';
import { roomMoved } from './roomListUpdaters';

/** Moves a room to the archive. Its answer carries the counts of the chat tabs. */
export function useArchiveChatRoomMutation() {
  const [commit] = useMutation<ArchiveChatRoomMutation>(graphql`
    mutation ArchiveChatRoomMutation($input: ChatRoomIdInput!) {
      chatRoomArchive(input: $input) {
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
