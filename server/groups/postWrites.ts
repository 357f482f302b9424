import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { notAllowed, notFound } from '../errors.ts';
import type { KnownPair, Notifier } from '../notifications/notifier.ts';
import { NOTICE_LEASE_MS } from '../notifications/outbox.ts';
import { profileById } from '../profiles/profileRows.ts';
import { accessTo } from '../profiles/visibility.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { groupAccess, type GroupAccess } from './access.ts';
import { publishThreadEvent } from './postEvents.ts';
import { mayReadDiscussion, visibleReply, visibleThread, type GroupReplyRow, type GroupThreadRow, type ThreadView } from './posts.ts';
import { cleanPostText, cleanThreadTitle } from './postText.ts';

/** The same words whether a group or thread is missing or hidden from the viewer, so the answer tells neither. */
export const GROUP_NOT_FOUND = 'Group not found.';
export const THREAD_NOT_FOUND = 'Thread not found.';
export const POST_NOT_FOUND = 'Post not found.';

/** Only members may post: a banned member, a pending request or a visitor is told why in member words. */
function checkMayPost(access: GroupAccess) {
  if (access.status === 'BANNED') throw notAllowed('You can no longer post in this group: its moderators removed you.');
  if (!access.mayPost) throw notAllowed('Join this group to post in it.');
}

/** A member's new thread in a group they belong to. */
export async function createThread(db: DB, viewer: ProfileRow, groupUuid: string, input: { title: string; content: string }) {
  const title = cleanThreadTitle(input.title);
  const content = cleanPostText(input.content);
  const access = await groupAccess(db, viewer, groupUuid);
  if (!access) throw notFound(GROUP_NOT_FOUND);
  checkMayPost(access);
  const now = new Date();
  const thread = await db
    .insertInto('group_threads')
    .values({
      id: randomUUID(),
      group_uuid: access.group.uuid,
      author_id: viewer.id,
      title,
      content,
      created_at: now,
      last_activity_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { thread, access };
}

/**
 * The thread's author as a reply's notification reads them, with their access to the replier, or null when the
 * reply may not notify them (their own reply, or the notifier's rule: present, seeing the replier) or when they
 * may no longer read the group's discussion.
 */
async function replyRecipient(db: DB, notifier: Notifier, replier: ProfileRow, thread: GroupThreadRow): Promise<KnownPair | null> {
  if (thread.author_id === replier.id) return null;
  const author = await profileById(db, thread.author_id);
  if (!author) return null;
  const [access, authorAccess] = await Promise.all([accessTo(db, author, replier), groupAccess(db, author, thread.group_uuid)]);
  const pair = { actor: replier, recipient: author, access };
  return mayReadDiscussion(authorAccess) && notifier.groupReplyNotifies(pair) ? pair : null;
}

/**
 * A member's reply. The reply, the thread's count and last activity, and the notification it owes the thread's
 * author (unless they hid the replier) are one statement, so a failure leaves none of them; the event follows what
 * committed, and the notification is stored after the replier has their answer.
 */
export async function createReply(
  services: { db: DB; pubsub: SnootPubSub; notifier: Notifier },
  viewer: ProfileRow,
  threadId: string,
  input: { content: string },
) {
  const { db } = services;
  const content = cleanPostText(input.content);
  const view = await visibleThread(db, viewer, threadId);
  if (!view) throw notFound(THREAD_NOT_FOUND);
  checkMayPost(view.access);
  const pair = await replyRecipient(db, services.notifier, viewer, view.thread);
  const now = new Date();
  const noticeId = randomUUID();
  const { rows } = await sql<GroupReplyRow & { notice_id: string | null }>`
    with thread as (
      update group_threads set reply_count = reply_count + 1, last_activity_at = greatest(last_activity_at, ${now}::timestamptz)
      where id = ${view.thread.id}::uuid and deleted_at is null
      returning id, group_uuid
    ), reply as (
      insert into group_replies (id, thread_id, group_uuid, author_id, content, created_at)
      select ${randomUUID()}::uuid, thread.id, thread.group_uuid, ${viewer.id}::uuid, ${content}, ${now}::timestamptz from thread
      returning *
    ), counted as (
      insert into group_thread_repliers (thread_id, author_id, replies)
      select thread_id, author_id, 1 from reply
      on conflict (thread_id, author_id) do update set replies = group_thread_repliers.replies + 1
    ), notice as (
      insert into notification_outbox (id, kind, recipient_id, actor_id, room_id, group_thread_id, created_at, lease_until)
      select ${noticeId}::uuid, 'GROUP_REPLY', ${pair?.recipient.id ?? null}::uuid, reply.author_id, null, reply.thread_id,
        ${now}::timestamptz, ${new Date(now.getTime() + NOTICE_LEASE_MS)}::timestamptz
      from reply
      where ${Boolean(pair)}::boolean and not exists (
        select 1 from profile_hides h where h.profile_id = ${pair?.recipient.id ?? null}::uuid and h.hidden_id = reply.author_id)
      returning id
    )
    select reply.*, (select id from notice) as notice_id from reply`.execute(db);
  const stored = rows[0];
  if (!stored) throw notFound(THREAD_NOT_FOUND);
  const { notice_id, ...reply } = stored;
  publishThreadEvent(services.pubsub, { kind: 'REPLY_ADDED', threadId: view.thread.id, replyId: reply.id });
  if (notice_id && pair) services.notifier.groupReplyStored(notice_id, view.thread.id, pair);
  const thread = { ...view.thread, reply_count: view.thread.reply_count + 1, last_activity_at: now };
  return { reply, view: { ...view, thread } };
}

/** Who may delete a thread: its author and the group's moderators. */
export const mayDeleteThread = (viewerId: string, view: ThreadView) => view.thread.author_id === viewerId || view.access.mayModerate;

/** Who may delete a reply: its author, the thread's author and the group's moderators. */
export const mayDeleteReply = (viewerId: string, reply: Pick<GroupReplyRow, 'author_id'>, view: ThreadView) =>
  reply.author_id === viewerId || mayDeleteThread(viewerId, view);

const NOT_YOURS = 'Only its author, the thread’s author or a moderator of the group can delete this post.';

/** Deletes a thread (softly: a report about it can still be judged); its subscribers hear so. */
export async function deleteThread(db: DB, pubsub: SnootPubSub, viewer: ProfileRow, threadId: string) {
  const view = await visibleThread(db, viewer, threadId);
  if (!view) throw notFound(POST_NOT_FOUND);
  if (!mayDeleteThread(viewer.id, view)) throw notAllowed(NOT_YOURS);
  await db
    .updateTable('group_threads')
    .set({ deleted_at: new Date() })
    .where('id', '=', view.thread.id)
    .where('deleted_at', 'is', null)
    .execute();
  publishThreadEvent(pubsub, { kind: 'THREAD_DELETED', threadId: view.thread.id });
  return view;
}

/** Deletes a reply (softly) and takes it off its thread's count in the same statement; the thread's subscribers hear so. */
export async function deleteReply(db: DB, pubsub: SnootPubSub, viewer: ProfileRow, replyId: string) {
  const found = await visibleReply(db, viewer, replyId);
  if (!found) throw notFound(POST_NOT_FOUND);
  if (!mayDeleteReply(viewer.id, found.reply, found)) throw notAllowed(NOT_YOURS);
  await sql`
    with deleted as (
      update group_replies set deleted_at = ${new Date()}::timestamptz where id = ${found.reply.id}::uuid and deleted_at is null
      returning thread_id, author_id
    ), counted as (
      update group_thread_repliers c set replies = c.replies - 1 from deleted d where c.thread_id = d.thread_id and c.author_id = d.author_id
    )
    update group_threads set reply_count = reply_count - 1 where id in (select thread_id from deleted)`.execute(db);
  publishThreadEvent(pubsub, { kind: 'REPLY_DELETED', threadId: found.thread.id, replyId: found.reply.id });
  const thread = await db.selectFrom('group_threads').selectAll().where('id', '=', found.thread.id).executeTakeFirstOrThrow();
  return { reply: found.reply, view: { thread, access: found.access } };
}
