import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateChatReadMarkerMutation as ReadMutation } from './__generated__/UpdateChatReadMarkerMutation.graphql';

export function useUpdateChatReadMarkerMutation() {
  return useMutation<ReadMutation>(graphql`
    mutation UpdateChatReadMarkerMutation($input: ChatRoomReadMarkerUpdateInput!) {
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
