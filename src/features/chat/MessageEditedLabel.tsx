import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { messageTimestamp } from '../../lib/chatTimes';
import { announce } from '../../ui/LiveAnnouncer';
import { useMessageAuthor } from './ChatRoomAnnouncer';
import type { MessageEditedLabel_message$key } from './__generated__/MessageEditedLabel_message.graphql';

/**
 * "edited" beside a message its sender changed, the time of the edit said to screen readers; when the other
 * member edits while the room is open, screen-reader users hear the new text (the label alone only shows it).
 */
export function MessageEditedLabel({ message, mine }: { message: MessageEditedLabel_message$key; mine: boolean }) {
  const data = useFragment(
    graphql`
      fragment MessageEditedLabel_message on ChatRoomMessage {
        editedAt
        deletedAt
        payload {
          ... on ChatMessageTextPayload {
            content
          }
        }
      }
    `,
    message,
  );
  const author = useMessageAuthor(mine);
  const seen = useRef(data.editedAt);
  const content = data.payload?.content;
  useEffect(() => {
    if (data.editedAt === seen.current) return;
    seen.current = data.editedAt;
    if (!mine && data.editedAt && content) announce(`${author} edited a message: ${content}`);
  }, [data.editedAt, mine, author, content]);
  if (!data.editedAt || data.deletedAt) return null;
  const when = messageTimestamp(data.editedAt).replace(/^(Today|Yesterday)/, (day) => day.toLowerCase());
  return (
    <span className="text-xs text-neutral-600 dark:text-neutral-400" title={`Edited ${when}`}>
      edited<span className="sr-only"> {when}</span>
    </span>
  );
}
