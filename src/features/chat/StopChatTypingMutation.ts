import { graphql, useMutation } from 'react-relay/hooks';
import type { StopChatTypingMutation } from './__generated__/StopChatTypingMutation.graphql';

/** Tells whoever has the room open that the viewer stops typing: a fire-and-forget signal. */
export function useStopChatTypingMutation() {
  const [commit] = useMutation<StopChatTypingMutation>(graphql`
    mutation StopChatTypingMutation($input: ChatRoomIdInput!) {
      chatRoomStopTyping(input: $input) {
        ok
      }
    }
  `);
  return commit;
}
