import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useNavigate } from '@tanstack/react-router';
import { HIDDEN_MEMBER_NAME, shownName } from '../../lib/hiddenMember';
import { onSocketConnected } from '../../relay/subscribe';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Link } from '../../ui/Link';
import { useCreateGroupReplyMutation } from './CreateGroupReplyMutation';
import { GroupReplyComposer, focusReplyField } from './GroupReplyComposer';
import { GroupReplyItem } from './GroupReplyItem';
import { replyCountText } from './GroupThreadRow';
import { PostActionButtons } from './PostActionButtons';
import { PostByline } from './PostByline';
import { appendReply } from './replyConnection';
import { useGroupThreadSubscription, type ThreadEvent } from './useGroupThreadSubscription';
import { usePendingReplies, type PendingReply } from './usePendingReplies';
import { usePostActions } from './usePostActions';
import type { GroupThreadView_thread$key } from './__generated__/GroupThreadView_thread.graphql';

/** Replies loaded by each "Show more replies" (the first page, 30, is the fragment's count). */
const PAGE = 30;
/** How many live replies the screen-reader log keeps: enough for a burst, few enough to stay small. */
const LOG_SIZE = 5;

/** A thread: its opening post, the replies oldest first (live, a page at a time), and the reply field. */
export function GroupThreadView({ thread, viewerProfileId }: { thread: GroupThreadView_thread$key; viewerProfileId: string }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment GroupThreadView_thread on GroupThread
      @refetchable(queryName: "GroupThreadViewPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        id
        title
        content
        createdAt
        replyCount
        viewerCanDelete
        author {
          id
          uuid
          displayName
        }
        group {
          uuid
          displayName
          postPermission {
            allowed
            reason
          }
        }
        replies(first: $count, after: $cursor) @connection(key: "GroupThreadView_replies") {
          __id
          edges {
            node {
              id
              ...GroupReplyItem_reply
            }
          }
        }
      }
    `,
    thread,
  );
  const connectionId = data.replies.__id;
  const groupUuid = data.group.uuid;
  const navigate = useNavigate();
  const [log, setLog] = useState<{ id: string; text: string }[]>([]);

  const leaveDeletedThread = useCallback(() => {
    announce('The thread was deleted.');
    void navigate({ to: '/groups/$uuid', params: { uuid: groupUuid } });
  }, [navigate, groupUuid]);
  const onEvent = useCallback(
    (event: ThreadEvent) => {
      if (event.kind === 'THREAD_DELETED') return leaveDeletedThread();
      const reply = event.reply;
      // Another member's reply is read out with its author; the viewer's own was said when it was sent.
      if (event.kind !== 'REPLY_ADDED' || !reply || reply.author?.id === viewerProfileId) return;
      const author = reply.author ? shownName(reply.author.displayName) : HIDDEN_MEMBER_NAME;
      setLog((entries) =>
        entries.some((entry) => entry.id === reply.id)
          ? entries
          : [...entries, { id: reply.id, text: `${author}: ${reply.content}` }].slice(-LOG_SIZE),
      );
    },
    [leaveDeletedThread, viewerProfileId],
  );
  useGroupThreadSubscription({ threadId: data.id, connectionId, onEvent });
  // Events sent while the socket was down are not replayed: after a reconnect the replies held are read again, with
  // those that came meanwhile (and without those deleted meanwhile).
  const heldCount = data.replies.edges.length;
  useEffect(
    // A transition: the thread stays on screen (and the reply being written in its field) while it is read.
    () => onSocketConnected(() => startTransition(() => void refetch({ count: heldCount + PAGE }, { fetchPolicy: 'network-only' }))),
    [refetch, heldCount],
  );

  const { pending, add, settle, fail, resend } = usePendingReplies();
  const [commitReply] = useCreateGroupReplyMutation();
  const deliver = useCallback(
    (clientId: string, content: string) =>
      commitReply({
        variables: { input: { threadId: data.id, content } },
        updater: (store) => {
          const reply = store.getRootField('groupReplyCreate')?.getLinkedRecord('replyEdge')?.getLinkedRecord('node');
          if (reply) appendReply(store, connectionId, reply);
        },
        onCompleted: (_, errors) => {
          if (errors?.length) {
            fail(clientId);
            announce(`Your reply was not sent: ${errors[0].message}`);
            return;
          }
          settle(clientId);
          announce(hasNext ? 'Reply sent. It is at the end of the thread.' : 'Reply sent.');
        },
        onError: () => {
          fail(clientId);
          announce('Your reply was not sent. You can retry it.');
        },
      }),
    [commitReply, data.id, connectionId, fail, settle, hasNext],
  );
  const send = (content: string) => deliver(add(content), content);
  const retry = (reply: PendingReply) => {
    resend(reply.clientId);
    deliver(reply.clientId, reply.content);
  };

  const { confirmDelete, report } = usePostActions({ repliesConnectionId: connectionId, onThreadDeleted: leaveDeletedThread });
  const authorName = data.author ? shownName(data.author.displayName) : HIDDEN_MEMBER_NAME;
  const mine = data.author?.id === viewerProfileId;
  const replies = data.replies.edges;

  return (
    <div className="flex flex-col gap-4">
      <Link to="/groups/$uuid" params={{ uuid: groupUuid }} className="self-start text-sm">
        Back to {data.group.displayName}
      </Link>
      <article
        aria-labelledby="thread-title"
        className="flex flex-col gap-2 rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 id="thread-title" tabIndex={-1} className="min-w-0 text-2xl font-bold break-words outline-0">
            {data.title}
          </h1>
          <PostActionButtons
            post={{ id: data.id, kind: 'thread', authorName, text: `${data.title}: ${data.content}` }}
            mine={mine}
            canDelete={data.viewerCanDelete}
            onDelete={confirmDelete}
            onReport={report}
          />
        </div>
        <PostByline
          author={data.author ? { uuid: data.author.uuid } : null}
          name={mine ? `${authorName} (you)` : authorName}
          createdAt={data.createdAt}
        />
        <p className="break-words whitespace-pre-wrap">{data.content}</p>
      </article>
      <section aria-labelledby="thread-replies" className="flex flex-col gap-2">
        <h2 id="thread-replies" className="text-lg font-bold">
          {replyCountText(data.replyCount)}
        </h2>
        {replies.length === 0 && pending.length === 0 && <p className="text-neutral-700 dark:text-neutral-300">No replies yet.</p>}
        <ol aria-label="Replies, oldest first" className="flex flex-col gap-2">
          {replies.map((edge) => (
            <GroupReplyItem
              key={edge.node.id}
              reply={edge.node}
              viewerProfileId={viewerProfileId}
              onDelete={confirmDelete}
              onReport={report}
            />
          ))}
          {!hasNext && pending.map((reply) => <PendingReplyItem key={reply.clientId} reply={reply} onRetry={retry} onDiscard={settle} />)}
        </ol>
        {hasNext && (
          <div className="flex justify-center">
            <Button variant="secondary" isPending={isLoadingNext} onPress={() => loadNext(PAGE)}>
              Show more replies
            </Button>
          </div>
        )}
        {hasNext && pending.length > 0 && (
          <ol aria-label="Your replies on their way" className="flex flex-col gap-2">
            {pending.map((reply) => (
              <PendingReplyItem key={reply.clientId} reply={reply} onRetry={retry} onDiscard={settle} />
            ))}
          </ol>
        )}
      </section>
      {data.group.postPermission.allowed ? (
        <GroupReplyComposer onSend={send} />
      ) : (
        data.group.postPermission.reason && (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{data.group.postPermission.reason}</p>
        )
      )}
      <div role="log" aria-live="polite" aria-label="New replies" className="sr-only">
        {log.map((entry) => (
          <p key={entry.id}>{entry.text}</p>
        ))}
      </div>
    </div>
  );
}

/** The viewer's reply on its way; a failed one keeps its text and offers Retry and Delete. */
function PendingReplyItem({
  reply,
  onRetry,
  onDiscard,
}: {
  reply: PendingReply;
  onRetry: (reply: PendingReply) => void;
  onDiscard: (clientId: string) => void;
}) {
  const failed = reply.state === 'failed';
  const item = useRef<HTMLLIElement>(null);
  return (
    // Retry and Delete go away once pressed: focus stays on the reply (Retry) or goes to the reply field (Delete).
    <li
      ref={item}
      tabIndex={-1}
      className="flex flex-col gap-1 rounded-xl border border-dashed border-neutral-400 bg-white p-3 dark:border-neutral-600 dark:bg-neutral-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`text-sm font-semibold ${failed ? 'text-red-800 dark:text-red-300' : 'text-neutral-700 dark:text-neutral-300'}`}>
          {failed ? 'Not sent' : 'Sending…'}
        </span>
        {failed && (
          <div className="flex flex-wrap gap-1">
            <Button
              variant="secondary"
              onPress={() => {
                item.current?.focus();
                onRetry(reply);
              }}
            >
              Retry
            </Button>
            <Button
              variant="secondary"
              aria-label="Delete unsent reply"
              onPress={() => {
                onDiscard(reply.clientId);
                // After the press has finished with the button it came from, which is gone by then.
                requestAnimationFrame(focusReplyField);
              }}
            >
              Delete
            </Button>
          </div>
        )}
      </div>
      <p className={`break-words whitespace-pre-wrap ${failed ? 'opacity-70' : ''}`}>{reply.content}</p>
    </li>
  );
}
