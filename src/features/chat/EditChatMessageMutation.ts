import { graphql, useMutation } from 'react-relay/hooks';
import type { EditChatMessageMutation as EditMutation } from './__generated__/EditChatMessageMutation.graphql';

export function useEditChatMessageMutation() {
  return useMutation<EditMutation>(graphql`
    mutation EditChatMessageMutation($input: ChatRoomMessageEditInput!) {
      chatRoomMessageEdit(input: $input) {
        message {
          id
          editedAt
          ...ChatMessage_message
        }
      }
    }
  `);
}
