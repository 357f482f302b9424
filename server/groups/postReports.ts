import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, notFound } from '../errors.ts';
import { cleanDetails, REPORT_REASONS, type ReportReason } from '../moderation/reports.ts';
import { POST_NOT_FOUND } from './postWrites.ts';
import { visibleReply, visibleThread } from './posts.ts';

export type GroupPost = { kind: 'thread'; id: string } | { kind: 'reply'; id: string };

/**
 * Files a report about a thread or reply to Snoot's moderation queue, naming its author and the post as evidence.
 * Only a post the reporter may read can be reported (anything else answers "not found", so a report never
 * confirms a hidden post exists), never one's own; the same report filed twice stays one entry.
 */
export async function reportGroupPost(
  db: DB,
  reporter: ProfileRow,
  post: GroupPost,
  input: { reason: ReportReason; details?: string | null },
) {
  if (!REPORT_REASONS.includes(input.reason)) throw badInput('Please choose a reason.');
  const details = cleanDetails(input.reason, input.details);
  const found =
    post.kind === 'thread'
      ? await visibleThread(db, reporter, post.id).then(
          (view) => view && { authorId: view.thread.author_id, threadId: view.thread.id, replyId: null },
        )
      : await visibleReply(db, reporter, post.id).then(
          (view) => view && { authorId: view.reply.author_id, threadId: null, replyId: view.reply.id },
        );
  if (!found) throw notFound(POST_NOT_FOUND);
  if (found.authorId === reporter.id) throw badInput('You cannot report your own post.');
  const same = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporter.id)
    .where('profile_id', '=', found.authorId)
    .where('reason', '=', input.reason)
    .where('status', '=', 'OPEN')
    .where((eb) => (found.threadId ? eb('group_thread_id', '=', found.threadId) : eb('group_thread_id', 'is', null)))
    .where((eb) => (found.replyId ? eb('group_reply_id', '=', found.replyId) : eb('group_reply_id', 'is', null)))
    .executeTakeFirst();
  if (same) return;
  await db
    .insertInto('reports')
    .values({
      id: randomUUID(),
      reporter_id: reporter.id,
      profile_id: found.authorId,
      reason: input.reason,
      details,
      message_id: null,
      profile_image_id: null,
      image_uuid: null,
      group_thread_id: found.threadId,
      group_reply_id: found.replyId,
    })
    .execute();
}

/** A reported post as staff see it: its group's name, its words (none once removed) and whether it was removed. */
export async function moderatedGroupPost(db: DB, report: { group_thread_id: string | null; group_reply_id: string | null }) {
  if (report.group_reply_id) {
    const row = await db
      .selectFrom('group_replies as r')
      .innerJoin('groups as g', 'g.uuid', 'r.group_uuid')
      .select(['r.id', 'r.content', 'r.removed_at', 'g.display_name as group_name'])
      .where('r.id', '=', report.group_reply_id)
      .executeTakeFirst();
    return row ? { ...row, kind: 'GroupReply' as const, title: null } : null;
  }
  if (!report.group_thread_id) return null;
  const row = await db
    .selectFrom('group_threads as t')
    .innerJoin('groups as g', 'g.uuid', 't.group_uuid')
    .select(['t.id', 't.title', 't.content', 't.removed_at', 'g.display_name as group_name'])
    .where('t.id', '=', report.group_thread_id)
    .executeTakeFirst();
  return row ? { ...row, kind: 'GroupThread' as const } : null;
}

export type ModeratedGroupPostRow = NonNullable<Awaited<ReturnType<typeof moderatedGroupPost>>>;

/**
 * Staff take a reported post away for good: its words are erased and it is deleted, so it leaves every list. Answers
 * the thread it was in (or was) and whether it was a reply, for the thread's subscribers; null when already removed.
 */
export async function removeGroupPost(db: DB, report: { group_thread_id: string | null; group_reply_id: string | null }) {
  const now = new Date();
  if (report.group_reply_id) {
    // A reply still standing also leaves its thread's count; one its author deleted already left it.
    const { rows } = await sql<{ id: string; thread_id: string }>`
      with target as (
        select id, deleted_at is null as was_standing from group_replies
        where id = ${report.group_reply_id}::uuid and removed_at is null for update
      ), removed as (
        update group_replies r set content = null, removed_at = ${now}::timestamptz, deleted_at = coalesce(r.deleted_at, ${now}::timestamptz)
        from target where r.id = target.id
        returning r.id, r.thread_id, r.author_id, target.was_standing
      ), counted as (
        update group_threads set reply_count = reply_count - 1 where id in (select thread_id from removed where was_standing)
      ), by_author as (
        update group_thread_repliers c set replies = c.replies - 1
        from removed where removed.was_standing and c.thread_id = removed.thread_id and c.author_id = removed.author_id
      )
      select id, thread_id from removed`.execute(db);
    const removed = rows[0];
    return removed ? { threadId: removed.thread_id, replyId: removed.id } : null;
  }
  if (!report.group_thread_id) return null;
  const removed = await db
    .updateTable('group_threads')
    .set((eb) => ({
      title: null,
      content: null,
      removed_at: now,
      deleted_at: eb.fn.coalesce('deleted_at', sql<Date>`${now}::timestamptz`),
    }))
    .where('id', '=', report.group_thread_id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return removed ? { threadId: removed.id, replyId: null } : null;
}
