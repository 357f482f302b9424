import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteChatMessageMutation as DeleteMutation } from './__generated__/useDeleteChatMessageMutation.graphql';

export function useDeleteChatMessageMutation() {
  return useMutation<DeleteMutation>(graphql`
    mutation useDeleteChatMessageMutation($input: ChatRoomMessageDeleteInput!) {
      chatRoomMessageDelete(input: $input) {
        message {
          id
          deletedAt
          ...ChatMessage_message
        }
      }
    }
  `);
}
