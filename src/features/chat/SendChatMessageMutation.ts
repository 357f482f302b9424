import { graphql, useMutation } from 'react-relay/hooks';
import type { SendChatMessageMutation as SendMutation } from './__generated__/SendChatMessageMutation.graphql';

export function useSendChatMessageMutation() {
  return useMutation<SendMutation>(graphql`
    mutation SendChatMessageMutation($input: ChatRoomMessageSendInput!) {
      chatRoomMessageSend(input: $input) {
        messageEdge {
          cursor
          node {
            id
            seqId
            ...ChatMessage_message
          }
        }
        room {
          id
          status
          lastSeqId
          lastReadSeqId
          unreadCount
          lastMessageAt
          ...ChatRoomListItem_room
        }
      }
    }
  `);
}
