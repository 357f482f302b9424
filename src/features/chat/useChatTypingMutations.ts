import { graphql, useMutation } from 'react-relay/hooks';
import type { useChatTypingMutationsStartMutation } from './__generated__/useChatTypingMutationsStartMutation.graphql';
import type { useChatTypingMutationsStopMutation } from './__generated__/useChatTypingMutationsStopMutation.graphql';

/** Start and stop typing: fire-and-forget signals to whoever has the room open. */
export function useChatTypingMutations() {
  const [start] = useMutation<useChatTypingMutationsStartMutation>(graphql`
    mutation useChatTypingMutationsStartMutation($input: ChatRoomIdInput!) {
      chatRoomStartTyping(input: $input) {
        ok
      }
    }
  `);
  const [stop] = useMutation<useChatTypingMutationsStopMutation>(graphql`
    mutation useChatTypingMutationsStopMutation($input: ChatRoomIdInput!) {
      chatRoomStopTyping(input: $input) {
        ok
      }
    }
  `);
  return { start, stop };
}
