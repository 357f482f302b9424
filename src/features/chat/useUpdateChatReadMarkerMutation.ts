import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateChatReadMarkerMutation as ReadMutation } from './__generated__/useUpdateChatReadMarkerMutation.graphql';

export function useUpdateChatReadMarkerMutation() {
  return useMutation<ReadMutation>(graphql`
    mutation useUpdateChatReadMarkerMutation($input: ChatRoomReadMarkerUpdateInput!) {
      chatRoomReadMarkerUpdate(input: $input) {
        lastReadSeqId
        room {
          id
          lastReadSeqId
          unreadCount
        }
        viewer {
          id
          chatsUnreadCount
        }
      }
    }
  `);
}
