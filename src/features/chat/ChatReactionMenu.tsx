import { graphql, useFragment } from 'react-relay/hooks';
import { Button, MenuTrigger, type Selection } from 'react-aria-components';
import { REACTIONS } from '../../../shared/reactions';
import { Menu, MenuItem } from '../../ui/Menu';
import { useReactToChatMessageMutation } from './ReactToChatMessageMutation';
import type { ChatReactionMenu_message$key } from './__generated__/ChatReactionMenu_message.graphql';

/**
 * A message's React action, beside Reply and Delete and named for its message as they are: a menu of the emoji,
 * each checked when the viewer reacted with it; choosing one adds the reaction or takes it back.
 */
export function ChatReactionMenu({ message, label }: { message: ChatReactionMenu_message$key; label: string }) {
  const data = useFragment(
    graphql`
      fragment ChatReactionMenu_message on ChatRoomMessage {
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
  // The message as the mutation's optimistic answer starts from.
  const target = {
    id: data.id,
    roomId: data.roomId,
    seqId: data.seqId,
    reactions: data.reactions.map(({ emoji, count, viewerHasReacted }) => ({ emoji, count, viewerHasReacted })),
  };
  const mine = data.reactions.filter((reaction) => reaction.viewerHasReacted).map((reaction) => reaction.emoji);
  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const added = [...selection].find((key) => !mine.includes(String(key)));
    const removed = mine.find((emoji) => !selection.has(emoji));
    if (added !== undefined) react(target, String(added), true);
    else if (removed !== undefined) react(target, removed, false);
  };
  return (
    <MenuTrigger>
      <Button
        aria-label={label}
        className="rounded px-1 text-xs text-neutral-600 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-violet-600 data-pressed:opacity-100 dark:text-neutral-400"
      >
        React
      </Button>
      <Menu aria-label="Reactions" selectionMode="multiple" shouldCloseOnSelect selectedKeys={mine} onSelectionChange={onSelectionChange}>
        {REACTIONS.map((reaction) => (
          <MenuItem key={reaction.emoji} id={reaction.emoji} textValue={reaction.name}>
            <span aria-hidden="true">{reaction.emoji}</span>
            {reaction.name}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
