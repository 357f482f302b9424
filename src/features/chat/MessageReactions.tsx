import { graphql, useFragment } from 'react-relay/hooks';
import { ToggleButton } from 'react-aria-components';
import { reactionChipLabel } from '../../lib/reactionSummary';
import { useReactToChatMessageMutation } from './ReactToChatMessageMutation';
import type { MessageReactions_message$key } from './__generated__/MessageReactions_message.graphql';

/**
 * The reactions under a message's text: a chip per emoji with its count, pressed when the viewer is among them;
 * pressing one adds the viewer's reaction or takes it back.
 */
export function MessageReactions({ message }: { message: MessageReactions_message$key }) {
  const data = useFragment(
    graphql`
      fragment MessageReactions_message on ChatRoomMessage {
        id
        roomId
        seqId
        reactions {
          emoji
          count
          viewerHasReacted
        }
      }
    `,
    message,
  );
  const react = useReactToChatMessageMutation();
  const target = { id: data.id, roomId: data.roomId, seqId: data.seqId, reactions: data.reactions };
  if (data.reactions.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1 whitespace-normal">
      {data.reactions.map((reaction) => (
        <ToggleButton
          key={reaction.emoji}
          aria-label={reactionChipLabel(reaction)}
          isSelected={reaction.viewerHasReacted}
          onChange={(selected) => react(target, reaction.emoji, selected)}
          className="inline-flex cursor-default items-center gap-1 rounded-full border border-neutral-400 bg-white px-2 py-0.5 text-xs text-neutral-900 outline-violet-600 focus-visible:outline-2 data-selected:border-violet-700 data-selected:bg-violet-100 data-selected:font-semibold data-selected:forced-color-adjust-none dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-100 dark:data-selected:border-violet-300 dark:data-selected:bg-violet-950 forced-colors:border-[ButtonText] forced-colors:data-selected:border-[Highlight] forced-colors:data-selected:bg-[Highlight] forced-colors:data-selected:text-[HighlightText]"
        >
          <span aria-hidden="true">{reaction.emoji}</span>
          <span aria-hidden="true">{reaction.count}</span>
        </ToggleButton>
      ))}
    </span>
  );
}
