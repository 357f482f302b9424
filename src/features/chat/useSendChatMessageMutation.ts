import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendChatMessageMutation as SendMutation } from './__generated__/useSendChatMessageMutation.graphql';

export function useSendChatMessageMutation() {
  return useMutation<SendMutation>(graphql`
    mutation useSendChatMessageMutation($input: ChatRoomMessageSendInput!) {
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
