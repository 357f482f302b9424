import { graphql, useFragment } from 'react-relay/hooks';
import { notificationAge } from '../../lib/notificationAge';
import { HIDDEN_MEMBER_NAME, shownName } from '../../lib/hiddenMember';
import { Link } from '../../ui/Link';
import type { GroupThreadRow_thread$key } from './__generated__/GroupThreadRow_thread.graphql';

/** "1 reply", "12 replies". */
export function replyCountText(count: number) {
  return count === 1 ? '1 reply' : `${count.toLocaleString('en')} replies`;
}

/** One thread in a group's list: its title (the link), who started it, how many replies and when it was last active. */
export function GroupThreadRow({ thread, groupUuid }: { thread: GroupThreadRow_thread$key; groupUuid: string }) {
  const data = useFragment(
    graphql`
      fragment GroupThreadRow_thread on GroupThread {
        uuid
        title
        replyCount
        lastActivityAt
        author {
          displayName
        }
      }
    `,
    thread,
  );
  const author = data.author ? shownName(data.author.displayName) : HIDDEN_MEMBER_NAME;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-neutral-200 bg-white p-3 dark:border-neutral-800 dark:bg-neutral-900">
      <Link
        to="/groups/$uuid/threads/$threadUuid"
        params={{ uuid: groupUuid, threadUuid: data.uuid }}
        className="font-semibold break-words"
      >
        {data.title}
      </Link>
      <span className="text-sm text-neutral-700 dark:text-neutral-300">
        Started by {author} · {replyCountText(data.replyCount)} · active{' '}
        <time dateTime={data.lastActivityAt}>{notificationAge(data.lastActivityAt)}</time>
      </span>
    </li>
  );
}
