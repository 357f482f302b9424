import { graphql, useMutation } from 'react-relay/hooks';
import type { CreatePrivateChatRoomMutation as CreateMutation } from './__generated__/CreatePrivateChatRoomMutation.graphql';

export function useCreatePrivateChatRoomMutation() {
  return useMutation<CreateMutation>(graphql`
    mutation CreatePrivateChatRoomMutation($input: ChatRoomCreatePrivateInput!) {
      chatRoomCreatePrivate(input: $input) {
        room {
          id
          uuid
        }
      }
    }
  `);
}
