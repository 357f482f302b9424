import { graphql, useFragment } from 'react-relay/hooks';
import { HIDDEN_MEMBER_NAME, shownName } from '../../lib/hiddenMember';
import { PostActionButtons } from './PostActionButtons';
import { PostByline } from './PostByline';
import type { ReportedPost } from './ReportGroupPostDialog';
import type { GroupReplyItem_reply$key } from './__generated__/GroupReplyItem_reply.graphql';

interface GroupReplyItemProps {
  reply: GroupReplyItem_reply$key;
  viewerProfileId: string;
  onDelete: (post: ReportedPost) => void;
  onReport: (post: ReportedPost) => void;
}

/** One reply: author and time, its text, and Delete / Report. */
export function GroupReplyItem({ reply, viewerProfileId, onDelete, onReport }: GroupReplyItemProps) {
  const data = useFragment(
    graphql`
      fragment GroupReplyItem_reply on GroupReply {
        id
        content
        createdAt
        viewerCanDelete
        author {
          id
          uuid
          displayName
        }
      }
    `,
    reply,
  );
  const name = data.author ? shownName(data.author.displayName) : HIDDEN_MEMBER_NAME;
  const mine = data.author?.id === viewerProfileId;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-neutral-200 bg-white p-3 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PostByline
          author={data.author ? { uuid: data.author.uuid } : null}
          name={mine ? `${name} (you)` : name}
          createdAt={data.createdAt}
        />
        <PostActionButtons
          post={{ id: data.id, kind: 'reply', authorName: name, text: data.content }}
          mine={mine}
          canDelete={data.viewerCanDelete}
          onDelete={onDelete}
          onReport={onReport}
        />
      </div>
      <p className="break-words whitespace-pre-wrap">{data.content}</p>
    </li>
  );
}
