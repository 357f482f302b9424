import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { AcceptChatRequestMutation } from './__generated__/AcceptChatRequestMutation.graphql';
import { roomMoved } from './roomListUpdaters';

/** Accepts a chat request; the room moves to Recent. Its answer carries the counts of the chat tabs. */
export function useAcceptChatRequestMutation() {
  const [commit] = useMutation<AcceptChatRequestMutation>(graphql`
    mutation AcceptChatRequestMutation($input: ChatRoomIdInput!) {
      chatRoomRequestAccept(input: $input) {
        room {
          id
          status
        }
        viewer {
          id
          chatRequestsCount
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
