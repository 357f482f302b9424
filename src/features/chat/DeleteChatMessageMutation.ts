import { graphql, useMutation } from 'react-relay/hooks';
import type { DeleteChatMessageMutation as DeleteMutation } from './__generated__/DeleteChatMessageMutation.graphql';

export function useDeleteChatMessageMutation() {
  return useMutation<DeleteMutation>(graphql`
    mutation DeleteChatMessageMutation($input: ChatRoomMessageDeleteInput!) {
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
