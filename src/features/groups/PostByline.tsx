import { messageTimestamp } from '../../lib/chatTimes';
import { Link } from '../../ui/Link';

/** Who wrote a post (a link to their profile, or "Private profile" when hidden from the viewer) and when. */
export function PostByline({ author, name, createdAt }: { author: { uuid: string } | null; name: string; createdAt: string }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
      {author ? (
        <Link to="/profiles/$uuid" params={{ uuid: author.uuid }} className="font-semibold">
          {name}
        </Link>
      ) : (
        <span className="font-semibold">{name}</span>
      )}
      <time dateTime={createdAt} className="text-neutral-700 dark:text-neutral-300">
        {messageTimestamp(createdAt)}
      </time>
    </span>
  );
}
