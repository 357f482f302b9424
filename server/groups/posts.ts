import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { GroupRepliesTable, GroupThreadsTable, ProfileRow } from '../db/types.ts';
import { badInput } from '../errors.ts';
import { mayMeetUnblockedConditions } from '../privacy/rules.ts';
import { isUuid } from '../uuid.ts';
import { groupAccess, groupVisibleSql, type GroupAccess } from './access.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';

export type GroupThreadRow = Selectable<GroupThreadsTable>;
export type GroupReplyRow = Selectable<GroupRepliesTable>;

/** A thread with what the viewer is to its group, as every field and mutation of the discussion judges it. */
export interface ThreadView {
  thread: GroupThreadRow;
  access: GroupAccess;
}

/**
 * Who may read a group's discussion: anyone who may see an open group, only its members for a closed one, and
 * never a member the group banned. `access` is groupAccess(), null when the group is hidden from the viewer.
 */
export function mayReadDiscussion(access: GroupAccess | null): access is GroupAccess {
  if (!access || access.status === 'BANNED') return false;
  return access.group.join_policy === 'OPEN' || access.status === 'MEMBER';
}

/**
 * mayReadDiscussion() inside a statement, for the member row `alias` and the group row `groupAlias`: the group
 * visible to them (groupVisibleSql), no ban, and an open group or their membership.
 */
export function discussionReadableSql(alias: string, groupAlias: string): RawBuilder<boolean> {
  const me = sql.ref(`${alias}.id`);
  const g = (column: string) => sql.ref(`${groupAlias}.${column}`);
  return sql<boolean>`(${groupVisibleSql({ alias }, groupAlias)}
    and not exists (select 1 from group_bans gb2 where gb2.group_uuid = ${g('uuid')} and gb2.profile_id = ${me})
    and (${g('join_policy')} = 'OPEN' or exists (
      select 1 from profile_groups gm where gm.group_uuid = ${g('uuid')} and gm.profile_id = ${me} and gm.role is not null)))`;
}

/**
 * Whether the viewer is shown a post by the member of `authorColumn`: their own always; anyone else's only while
 * the two may meet (both present, one age pool: a suspended or deleted author's posts are hidden), neither blocked
 * the other and neither hid the other. Whether the author's profile shows beside it is maySee()'s question.
 */
export function postShownSql(viewer: ProfileRow, authorColumn: string): RawBuilder<boolean> {
  const author = sql.ref(authorColumn);
  const conditions = mayMeetUnblockedConditions({ row: viewer });
  return sql<boolean>`(${author} = ${viewer.id} or exists (
    select 1 from profiles p where p.id = ${author} and ${sql.join(conditions, sql` and `)}
      and not exists (select 1 from profile_hides h where h.profile_id = ${viewer.id} and h.hidden_id = p.id)
      and not exists (select 1 from profile_hides h where h.profile_id = p.id and h.hidden_id = ${viewer.id})))`;
}

/** A thread the viewer may read: standing, its author shown to them, in a group whose discussion they may read. */
export async function visibleThread(db: DB, viewer: ProfileRow, threadId: string): Promise<ThreadView | null> {
  if (!isUuid(threadId)) return null;
  const thread = await db
    .selectFrom('group_threads as t')
    .selectAll('t')
    .where('t.id', '=', threadId)
    .where('t.deleted_at', 'is', null)
    .where(postShownSql(viewer, 't.author_id'))
    .executeTakeFirst();
  if (!thread) return null;
  const access = await groupAccess(db, viewer, thread.group_uuid);
  return mayReadDiscussion(access) ? { thread, access } : null;
}

/** A reply the viewer may read, with its thread (which they must be able to read too). */
export async function visibleReply(db: DB, viewer: ProfileRow, replyId: string) {
  if (!isUuid(replyId)) return null;
  const reply = await db
    .selectFrom('group_replies as r')
    .selectAll('r')
    .where('r.id', '=', replyId)
    .where('r.deleted_at', 'is', null)
    .where(postShownSql(viewer, 'r.author_id'))
    .executeTakeFirst();
  const view = reply && (await visibleThread(db, viewer, reply.thread_id));
  return reply && view ? { reply, ...view } : null;
}

/** A page cursor: a post's time and id, so a page starts after the last one shown even as new posts arrive. */
export function postCursor(at: Date, id: string) {
  return packCursor(new Date(at).toISOString(), id);
}

function parsePostCursor(cursor: string) {
  const [time, id] = unpackCursor(cursor);
  const date = new Date(time ?? '');
  if (Number.isNaN(date.getTime()) || !id || !isUuid(id)) throw badInput('That page of posts is not available. Please reload.');
  return { time: date, id };
}

const pageSize = (first: number) => Math.max(1, Math.min(first, 100));

/** A group's threads the viewer is shown, newest activity first (the caller checked they may read the discussion). */
export async function pageOfThreads(db: DB, viewer: ProfileRow, groupUuid: string, first: number, after?: string | null) {
  const limit = pageSize(first);
  let query = db
    .selectFrom('group_threads as t')
    .selectAll('t')
    .where('t.group_uuid', '=', groupUuid)
    .where('t.deleted_at', 'is', null)
    .where(postShownSql(viewer, 't.author_id'));
  if (after) {
    const cursor = parsePostCursor(after);
    query = query.where((eb) =>
      eb.or([eb('t.last_activity_at', '<', cursor.time), eb.and([eb('t.last_activity_at', '=', cursor.time), eb('t.id', '<', cursor.id)])]),
    );
  }
  const rows = await query
    .orderBy('t.last_activity_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/** A thread's replies the viewer is shown, oldest first (the caller checked they may read the thread). */
export async function pageOfReplies(db: DB, viewer: ProfileRow, threadId: string, first: number, after?: string | null) {
  const limit = pageSize(first);
  let query = db
    .selectFrom('group_replies as r')
    .selectAll('r')
    .where('r.thread_id', '=', threadId)
    .where('r.deleted_at', 'is', null)
    .where(postShownSql(viewer, 'r.author_id'));
  if (after) {
    const cursor = parsePostCursor(after);
    query = query.where((eb) =>
      eb.or([eb('r.created_at', '>', cursor.time), eb.and([eb('r.created_at', '=', cursor.time), eb('r.id', '>', cursor.id)])]),
    );
  }
  const rows = await query
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/**
 * How many of a thread's replies the viewer is shown: the count and the list agree. Summed over the thread's
 * repliers (group_thread_repliers), so the rule is asked once for each author rather than for each reply.
 */
export async function visibleReplyCount(db: DB, viewer: ProfileRow, thread: GroupThreadRow) {
  // Nothing to leave out: the stored count is the answer without reading the replies.
  if (thread.reply_count === 0) return 0;
  const row = await db
    .selectFrom('group_thread_repliers as r')
    .select(sql<string>`coalesce(sum(r.replies), 0)`.as('count'))
    .where('r.thread_id', '=', thread.id)
    .where(postShownSql(viewer, 'r.author_id'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A member's standing threads and replies in a group, as columns thread_count and reply_count of a statement
 * that has the member's id and the group's uuid at `profileColumn` and `groupColumn` (Profile.groups).
 */
export function postCountColumns(profileColumn: string, groupColumn: string) {
  const [profile, group] = [sql.ref(profileColumn), sql.ref(groupColumn)];
  return [
    sql<number>`(select count(*)::int from group_threads t
      where t.author_id = ${profile} and t.group_uuid = ${group} and t.deleted_at is null)`.as('thread_count'),
    // Replies in a deleted thread went with it.
    sql<number>`(select count(*)::int from group_replies r join group_threads rt on rt.id = r.thread_id
      where r.author_id = ${profile} and r.group_uuid = ${group} and r.deleted_at is null and rt.deleted_at is null)`.as('reply_count'),
  ];
}

/** The group a thread is in (a reply notification's link), deleted threads too; undefined for an unknown thread. */
export async function groupOfThread(db: DB, threadId: string) {
  const row = await db.selectFrom('group_threads').select('group_uuid').where('id', '=', threadId).executeTakeFirst();
  return row?.group_uuid;
}
