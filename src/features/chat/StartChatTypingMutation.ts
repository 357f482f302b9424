import { graphql, useMutation } from 'react-relay/hooks';
import type { StartChatTypingMutation } from './__generated__/StartChatTypingMutation.graphql';

/** Tells whoever has the room open that the viewer starts typing: a fire-and-forget signal. */
export function useStartChatTypingMutation() {
  const [commit] = useMutation<StartChatTypingMutation>(graphql`
    mutation StartChatTypingMutation($input: ChatRoomIdInput!) {
      chatRoomStartTyping(input: $input) {
        ok
      }
    }
  `);
  return commit;
}
