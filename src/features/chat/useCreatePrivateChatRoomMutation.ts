import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreatePrivateChatRoomMutation as CreateMutation } from './__generated__/useCreatePrivateChatRoomMutation.graphql';

export function useCreatePrivateChatRoomMutation() {
  return useMutation<CreateMutation>(graphql`
    mutation useCreatePrivateChatRoomMutation($input: ChatRoomCreatePrivateInput!) {
      chatRoomCreatePrivate(input: $input) {
        room {
          id
          uuid
        }
      }
    }
  `);
}
