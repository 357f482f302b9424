import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from 'react-aria-components';
import type { MessageStatus } from '../../lib/messageStatus';
import { messageTimestamp } from '../../lib/chatTimes';
import { useMessageAuthor } from './ChatRoomAnnouncer';
import { MessageText } from './MessageText';
import { ChatMessagePictures } from './ChatMessagePictures';
import { EditMessageButton } from './EditMessageButton';
import { MessageEditedLabel } from './MessageEditedLabel';
import { ChatMessageQuote } from './ChatMessageQuote';
import { ChatReplyButton } from './ChatReplyButton';
import { ChatReactionMenu } from './ChatReactionMenu';
import { MessageReactions } from './MessageReactions';
import { messageAnchorId } from '../../lib/replyQuote';
import type { ChatMessage_message$key } from './__generated__/ChatMessage_message.graphql';

export const bubbleClass = (mine: boolean) =>
  `max-w-[75%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${
    mine
      ? 'bg-violet-700 text-white dark:bg-violet-300 dark:text-neutral-950'
      : 'bg-neutral-200 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100'
  }`;

interface ChatMessageProps {
  message: ChatMessage_message$key;
  mine: boolean;
  status: MessageStatus | null;
  onDelete?: (seqId: number) => void;
  /** Another member's message can be reported, with its text shown in the report dialog. */
  onReport?: (message: { id: string; text: string }) => void;
}

/** One stored message: its text ('[deleted]' once deleted), a system line, or the viewer's own with its status. */
export function ChatMessage({ message, mine, status, onDelete, onReport }: ChatMessageProps) {
  const data = useFragment(
    graphql`
      fragment ChatMessage_message on ChatRoomMessage {
        id
        seqId
        deletedAt
        # Read by the history for grouping and ordering: every way a message arrives must bring them.
        createdAt
        profileId
        ...EditMessageButton_message
        ...MessageEditedLabel_message
        ...ChatMessageQuote_message
        ...ChatMessagePictures_message
        ...MessageReactions_message
        ...ChatReactionMenu_message
        payload {
          __typename
          ... on ChatMessageTextPayload {
            content
          }
          ... on ChatMessageSystemPayload {
            action
          }
        }
      }
    `,
    message,
  );
  const author = useMessageAuthor(mine);
  if (data.payload?.__typename === 'ChatMessageSystemPayload') {
    return (
      <p className="py-1 text-center text-xs text-neutral-600 dark:text-neutral-400">
        {data.payload.action === 'LEFT' ? 'Left the chat' : data.payload.action}
      </p>
    );
  }
  const content = data.payload?.__typename === 'ChatMessageTextPayload' ? data.payload.content : null;
  // A message of pictures alone has empty text ('' rather than the null of a removed one).
  const deleted = Boolean(data.deletedAt) || typeof content !== 'string';
  // Each action names its message, so a list of "Delete" buttons read out of context says which is which.
  const sent = `sent ${messageTimestamp(data.createdAt).replace(/^(Today|Yesterday)/, (day) => day.toLowerCase())}`;
  return (
    <div className={`group flex items-center gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
      <div id={messageAnchorId(data.id)} tabIndex={-1} className={`${bubbleClass(mine)} ${deleted ? 'italic opacity-70' : ''}`}>
        <span className="sr-only">{author}: </span>
        {!deleted && <ChatMessageQuote message={data} />}
        {deleted ? '[deleted]' : <MessageText text={content!} />}
        {!deleted && <ChatMessagePictures message={data} author={mine ? null : author} />}
        {!deleted && <MessageReactions message={data} />}
      </div>
      {/* Beside its bubble: the actions that appear on hover come after it, not between. */}
      {status && <span className="text-xs text-neutral-600 dark:text-neutral-400">{status}</span>}
      <MessageEditedLabel message={data} mine={mine} />
      {!deleted && <ChatReplyButton target={{ id: data.id, seqId: data.seqId, author, text: content! }} mine={mine} sent={sent} />}
      {!deleted && <ChatReactionMenu message={data} label={`React to ${mine ? 'your' : `${author}'s`} message ${sent}`} />}
      {mine && !deleted && onDelete && <EditMessageButton message={data} sent={sent} />}
      {mine && !deleted && onDelete && (
        <Button
          aria-label={`Delete your message ${sent}`}
          onPress={() => onDelete(data.seqId)}
          className="rounded px-1 text-xs text-neutral-600 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-neutral-400"
        >
          Delete
        </Button>
      )}
      {!mine && !deleted && onReport && (
        <Button
          aria-label={`Report ${author}'s message ${sent}`}
          onPress={() => onReport({ id: data.id, text: content! })}
          className="rounded px-1 text-xs text-neutral-600 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-neutral-400"
        >
          Report
        </Button>
      )}
    </div>
  );
}
