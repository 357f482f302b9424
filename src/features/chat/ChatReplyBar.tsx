import { Button } from '../../ui/Button';
import { quoteLine } from '../../lib/replyQuote';
import type { ReplyTarget } from './replyContext';

/** Describes the message field while a reply is being written, so a screen reader says what is answered. */
export const REPLY_QUOTE_ID = 'chat-reply-quote';

/** Above the composer while replying: what is answered, and Cancel (Escape in the field does the same). */
export function ChatReplyBar({ target, onCancel }: { target: ReplyTarget; onCancel: () => void }) {
  return (
    <div className="flex shrink-0 items-center gap-2 border-t border-l-4 border-neutral-200 border-l-violet-600 px-3 py-2 text-sm dark:border-neutral-800 dark:border-l-violet-300">
      <p id={REPLY_QUOTE_ID} className="min-w-0 flex-1 truncate text-neutral-700 dark:text-neutral-300">
        Replying to <span className="font-semibold">{target.author}</span>: {quoteLine(target.text)}
      </p>
      <Button variant="quiet" aria-label="Cancel reply" onPress={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
