import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { announce } from '../../ui/LiveAnnouncer';
import { errorMessage } from '../../lib/graphqlErrors';
import { withViewerReaction, type ReactionCount } from '../../lib/reactionSummary';
import type { ReactToChatMessageMutation as ReactMutation } from './__generated__/ReactToChatMessageMutation.graphql';

/** Writes a message's reactions into the store, as the screen shows them until the server answers. */
function writeReactions(store: RecordSourceSelectorProxy, messageId: string, reactions: ReactionCount[]) {
  const message = store.get(messageId);
  if (!message) return;
  const records = reactions.map((reaction) => {
    const dataId = `client:${messageId}:reaction:${reaction.emoji}`;
    const record = store.get(dataId) ?? store.create(dataId, 'ChatMessageReaction');
    record.setValue(reaction.emoji, 'emoji');
    record.setValue(reaction.count, 'count');
    record.setValue(reaction.viewerHasReacted, 'viewerHasReacted');
    return record;
  });
  message.setLinkedRecords(records, 'reactions');
}

/**
 * Reacts to a message with an emoji or takes the reaction back, at once on screen (optimistic); the server's
 * answer brings the counts as they are, and a refusal puts the chips back and says why.
 */
export function useReactToChatMessageMutation() {
  const [commit] = useMutation<ReactMutation>(graphql`
    mutation ReactToChatMessageMutation($input: ChatRoomMessageReactInput!) {
      chatRoomMessageReact(input: $input) {
        message {
          ...MessageReactions_message
        }
      }
    }
  `);
  return useCallback(
    (message: { id: string; roomId: string; seqId: number; reactions: readonly ReactionCount[] }, emoji: string, reacted: boolean) =>
      commit({
        variables: { input: { roomId: message.roomId, seqId: message.seqId, emoji, reacted } },
        optimisticUpdater: (store) => writeReactions(store, message.id, withViewerReaction(message.reactions, emoji, reacted)),
        onError: (error) => announce(errorMessage(error)),
      }),
    [commit],
  );
}
