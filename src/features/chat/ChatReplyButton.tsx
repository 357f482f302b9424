import { Button } from 'react-aria-components';
import { useReplyActions, type ReplyTarget } from './replyContext';

/** A message's Reply action, beside Delete and Report; named for its message, as they are. */
export function ChatReplyButton({ target, mine, sent }: { target: ReplyTarget; mine: boolean; sent: string }) {
  const startReply = useReplyActions()?.startReply;
  if (!startReply) return null;
  return (
    <Button
      aria-label={`Reply to ${mine ? 'your' : `${target.author}'s`} message ${sent}`}
      onPress={() => startReply(target)}
      className="rounded px-1 text-xs text-neutral-600 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-neutral-400"
    >
      Reply
    </Button>
  );
}
