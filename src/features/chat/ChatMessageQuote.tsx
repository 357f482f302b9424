import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from 'react-aria-components';
import { shownName } from '../../lib/hiddenMember';
import { quoteLine } from '../../lib/replyQuote';
import { useMessageAuthor } from './ChatRoomAnnouncer';
import { useReplyActions } from './replyContext';
import type { ChatMessageQuote_message$key } from './__generated__/ChatMessageQuote_message.graphql';

export const DELETED_QUOTE = 'Original message deleted';

const quoteClass = 'mb-1 block w-full rounded border-l-4 border-current bg-black/10 px-2 py-1 text-left text-xs dark:bg-white/10';

/** A quote's look, for a stored reply and for the viewer's reply on its way alike. */
export function QuoteBox({ author, text }: { author: string; text: string }) {
  return (
    <span className="block">
      <span className="sr-only">In reply to </span>
      <span className="block font-semibold">{author}</span>
      <span className="block truncate">
        <span className="sr-only">: </span>
        {quoteLine(text)}
      </span>
    </span>
  );
}

/** A pending reply's quote: what the member chose to answer, shown at once. */
export function PendingQuote({ author, text }: { author: string; text: string }) {
  return (
    <span className={quoteClass}>
      <QuoteBox author={author} text={text} />
    </span>
  );
}

/**
 * The message a reply quotes, above its text: its author and first line, pressed to go to the original. A deleted
 * original says so and never shows its old text (the server sends none).
 */
export function ChatMessageQuote({ message }: { message: ChatMessageQuote_message$key }) {
  const data = useFragment(
    graphql`
      fragment ChatMessageQuote_message on ChatRoomMessage {
        replyTo {
          id
          seqId
          deletedAt
          profileId
          profile {
            displayName
          }
          payload {
            __typename
            ... on ChatMessageTextPayload {
              content
            }
          }
        }
      }
    `,
    message,
  );
  const actions = useReplyActions();
  const mine = useMessageAuthor(true);
  const quoted = data.replyTo;
  if (!quoted) return null;
  const content = quoted.payload?.__typename === 'ChatMessageTextPayload' ? quoted.payload.content : null;
  if (quoted.deletedAt || !content) {
    return <span className={`${quoteClass} italic`}>{DELETED_QUOTE}</span>;
  }
  const author = quoted.profileId === actions?.viewerProfileId ? mine : shownName(quoted.profile?.displayName ?? '');
  return (
    <Button
      aria-label={`In reply to ${author}: ${quoteLine(content)}`}
      onPress={() => actions?.jumpTo({ id: quoted.id, seqId: quoted.seqId })}
      className={`${quoteClass} cursor-pointer outline-offset-2 focus-visible:outline-2 focus-visible:outline-violet-600`}
    >
      <QuoteBox author={author} text={content} />
    </Button>
  );
}
