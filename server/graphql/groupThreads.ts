import { Repeater } from 'graphql-yoga';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { notFound } from '../errors.ts';
import { fromGlobalId, toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import { forwardConnection } from './connection.ts';
import { access, loadProfileRow } from './profiles.ts';
import {
  mayReadDiscussion,
  pageOfReplies,
  pageOfThreads,
  postCursor,
  visibleReply,
  visibleReplyCount,
  visibleThread,
  type GroupReplyRow,
  type ThreadView,
} from '../groups/posts.ts';
import {
  createReply,
  createThread,
  deleteReply,
  deleteThread,
  GROUP_NOT_FOUND,
  mayDeleteReply,
  mayDeleteThread,
  POST_NOT_FOUND,
  THREAD_NOT_FOUND,
} from '../groups/postWrites.ts';
import { moderatedGroupPost, reportGroupPost, type GroupPost } from '../groups/postReports.ts';
import type { GroupThreadEventPayload } from '../groups/postEvents.ts';
import type { GroupReplySource } from './sources.ts';
import type { Resolvers, ResolversTypes } from './__generated__/resolvers.ts';

type ThreadEventSource = ResolversTypes['GroupThreadEvent'];

const threadCursor = (view: ThreadView) => postCursor(view.thread.last_activity_at, view.thread.id);
const replyCursor = (source: GroupReplySource) => postCursor(source.reply.created_at, source.reply.id);
const replySource = (reply: GroupReplyRow, view: ThreadView): GroupReplySource => ({ reply, view });

/** A post's author as the viewer may see them: their profile by maySee(), or null ("Private profile"). */
async function authorSeenBy(context: Context, authorId: string) {
  const author = await loadProfileRow(context, authorId);
  if (!author) return null;
  return (await access(context, author)).canView ? author : null;
}

/** A thread or reply by its global id: which of the two, and its uuid; anything else is refused as not found. */
function groupPostOf(id: string): GroupPost {
  const type = fromGlobalId(id)?.type;
  const thread = type === 'GroupThread' ? uuidKey(id, 'GroupThread') : null;
  if (thread) return { kind: 'thread', id: thread };
  const reply = type === 'GroupReply' ? uuidKey(id, 'GroupReply') : null;
  if (reply) return { kind: 'reply', id: reply };
  throw notFound(POST_NOT_FOUND);
}

/**
 * One thread's events for a subscriber who may read it. Each event is judged for this subscriber as things stand
 * when it arrives: while the thread is hidden from them (a block, a ban, leaving a closed group, the author's
 * suspension) nothing is sent; a reply they are not shown (its author blocked, hid or is hidden by them) is not
 * sent either. A Repeater, as for chat, so a closed socket ends it without waiting for an event.
 */
function threadEvents(context: Context, first: ThreadView) {
  return new Repeater<ThreadEventSource>(async (push, stop) => {
    const feed = context.pubsub.subscribe('groupThread', first.thread.id)[Symbol.asyncIterator]();
    let pending = feed.next();
    try {
      for (;;) {
        const next = await Promise.race([pending, stop]);
        if (!next || next.done) return;
        pending = feed.next();
        const event: GroupThreadEventPayload = next.value;
        context.forgetReads();
        const viewer = await context.viewerRow();
        if (event.kind === 'THREAD_DELETED') {
          await push({ kind: 'THREAD_DELETED', reply: null, deletedId: toGlobalId('GroupThread', event.threadId), thread: null });
          return;
        }
        const view = await visibleThread(context.db, viewer, event.threadId);
        if (!view) continue;
        if (event.kind === 'REPLY_DELETED' && event.replyId) {
          await push({ kind: 'REPLY_DELETED', reply: null, deletedId: toGlobalId('GroupReply', event.replyId), thread: view });
          continue;
        }
        const found = event.replyId ? await visibleReply(context.db, viewer, event.replyId) : null;
        if (found) await push({ kind: 'REPLY_ADDED', reply: replySource(found.reply, view), deletedId: null, thread: view });
      }
    } finally {
      stop();
      await feed.return?.();
    }
  });
}

/** A thread the viewer may read, by its global id, or NOT_FOUND in the same words whether missing or hidden. */
async function requireThread(context: Context, id: string) {
  requireViewer(context);
  const key = uuidKey(id, 'GroupThread');
  const view = key ? await visibleThread(context.db, await context.viewerRow(), key) : null;
  if (!view) throw notFound(THREAD_NOT_FOUND);
  return view;
}

export const groupThreadResolvers: Resolvers = {
  Query: {
    groupThread: async (_parent, { uuid }, context) => {
      requireViewer(context);
      return visibleThread(context.db, await context.viewerRow(), uuid);
    },
  },
  Group: {
    threads: async (group, args, context) => {
      requireViewer(context);
      const viewer = await context.viewerRow();
      // The group page's other fields read the same access: one read per operation.
      const groupView = await context.loaders.groupAccess.load(group.uuid);
      if (!mayReadDiscussion(groupView)) return forwardConnection<ThreadView>([], false, args.after, threadCursor);
      const { page, hasNextPage } = await pageOfThreads(context.db, viewer, group.uuid, args.first ?? 20, args.after);
      const views = page.map((thread) => ({ thread, access: groupView }));
      return forwardConnection(views, hasNextPage, args.after, threadCursor);
    },
  },
  GroupThread: {
    id: ({ thread }) => toGlobalId('GroupThread', thread.id),
    uuid: ({ thread }) => thread.id,
    group: ({ access: groupView }) => groupView.group,
    title: ({ thread }) => thread.title ?? '',
    content: ({ thread }) => thread.content ?? '',
    author: ({ thread }, _args, context) => authorSeenBy(context, thread.author_id),
    createdAt: ({ thread }) => thread.created_at,
    lastActivityAt: ({ thread }) => thread.last_activity_at,
    replyCount: async ({ thread }, _args, context) => visibleReplyCount(context.db, await context.viewerRow(), thread),
    viewerCanDelete: (view, _args, context) => mayDeleteThread(requireViewer(context), view),
    replies: async (view, args, context) => {
      const { page, hasNextPage } = await pageOfReplies(
        context.db,
        await context.viewerRow(),
        view.thread.id,
        args.first ?? 30,
        args.after,
      );
      return forwardConnection(
        page.map((reply) => replySource(reply, view)),
        hasNextPage,
        args.after,
        replyCursor,
      );
    },
  },
  GroupReply: {
    id: ({ reply }) => toGlobalId('GroupReply', reply.id),
    uuid: ({ reply }) => reply.id,
    content: ({ reply }) => reply.content ?? '',
    author: ({ reply }, _args, context) => authorSeenBy(context, reply.author_id),
    createdAt: ({ reply }) => reply.created_at,
    viewerCanDelete: ({ reply, view }, _args, context) => mayDeleteReply(requireViewer(context), reply, view),
  },
  Mutation: {
    groupThreadCreate: async (_parent, { input }, context) => {
      requireViewer(context);
      const groupUuid = uuidKey(input.groupId, 'Group');
      if (!groupUuid) throw notFound(GROUP_NOT_FOUND);
      const view = await createThread(context.db, await context.viewerRow(), groupUuid, input);
      return { threadEdge: { cursor: threadCursor(view), node: view }, group: view.access.group };
    },
    groupReplyCreate: async (_parent, { input }, context) => {
      requireViewer(context);
      const threadId = uuidKey(input.threadId, 'GroupThread');
      if (!threadId) throw notFound(THREAD_NOT_FOUND);
      const { reply, view } = await createReply(context, await context.viewerRow(), threadId, input);
      const source = replySource(reply, view);
      return { replyEdge: { cursor: replyCursor(source), node: source }, thread: view };
    },
    groupPostDelete: async (_parent, { input }, context) => {
      requireViewer(context);
      const post = groupPostOf(input.postId);
      const viewer = await context.viewerRow();
      if (post.kind === 'thread') {
        const view = await deleteThread(context.db, context.pubsub, viewer, post.id);
        return { deletedId: input.postId, thread: null, group: view.access.group };
      }
      const { view } = await deleteReply(context.db, context.pubsub, viewer, post.id);
      return { deletedId: input.postId, thread: view, group: view.access.group };
    },
    groupPostReport: async (_parent, { input }, context) => {
      requireViewer(context);
      await reportGroupPost(context.db, await context.viewerRow(), groupPostOf(input.postId), input);
      return { ok: true };
    },
  },
  Subscription: {
    groupThread: {
      // The refusal comes before any stream, so a member who may not read the thread gets an error and no events.
      subscribe: async (_parent, { threadId }, context) => threadEvents(context, await requireThread(context, threadId)),
      resolve: (event: ThreadEventSource) => event,
    },
  },
  Notification: {
    groupThread: async (row, _args, context) => {
      if (!row.group_thread_id) return null;
      requireViewer(context);
      return visibleThread(context.db, await context.viewerRow(), row.group_thread_id);
    },
  },
  ModerationReport: {
    groupPost: (report, _args, context) => moderatedGroupPost(context.db, report),
  },
  ModeratedGroupPost: {
    id: (post) => toGlobalId('ModeratedGroupPost', `${post.kind}:${post.id}`),
    groupName: (post) => post.group_name,
    title: (post) => (post.removed_at ? null : post.title),
    content: (post) => (post.removed_at ? null : post.content),
    isRemoved: (post) => post.removed_at !== null,
  },
};
