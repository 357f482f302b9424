import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { maySeeSql } from '../privacy/rules.ts';
import { permitsSql } from '../search/sqlPermits.ts';
import { isUuid } from '../uuid.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';

export const MAX_MEMBER_PAGE = 100;

/** Owner first, then moderators, then members. */
const ROLE_RANK = sql<number>`(case pg.role when 'OWNER' then 0 when 'MODERATOR' then 1 else 2 end)`;

/**
 * Whether the viewer may see the member row `p` in a group's lists: maySee (present, same age pool, no block either
 * way, "who may view my profile") and neither hid the other. Oneself always.
 */
function listedSql(viewer: ProfileRow) {
  return sql<boolean>`(p.id = ${viewer.id} or (${maySeeSql({ row: viewer })}
    and not exists (select 1 from profile_hides h where h.profile_id = ${viewer.id} and h.hidden_id = p.id)
    and not exists (select 1 from profile_hides h where h.profile_id = p.id and h.hidden_id = ${viewer.id})))`;
}

export type MemberEntry = ProfileRow & { group_uuid: string; role: string | null; joined_at: Date | null; requested_at: Date | null };

function entries(db: DB, groupUuid: string) {
  return db
    .selectFrom('profile_groups as pg')
    .innerJoin('profiles as p', 'p.id', 'pg.profile_id')
    .selectAll('p')
    .select(['pg.group_uuid', 'pg.role', 'pg.joined_at', 'pg.requested_at'])
    .where('pg.group_uuid', '=', groupUuid);
}

interface MemberCursor {
  rank: number;
  at: Date;
  id: string;
}

export function memberCursor(entry: MemberEntry) {
  const rank = entry.role === 'OWNER' ? 0 : entry.role === 'MODERATOR' ? 1 : 2;
  const at = entry.joined_at ?? entry.requested_at ?? new Date(0);
  return packCursor(rank, new Date(at).toISOString(), entry.id);
}

function parseCursor(cursor: string): MemberCursor | null {
  const [rank, time, id] = unpackCursor(cursor);
  const at = new Date(time ?? '');
  if (!/^[0-2]$/.test(rank ?? '') || Number.isNaN(at.getTime()) || !isUuid(id)) return null;
  return { rank: Number(rank), at, id };
}

const pageSize = (first: number | null | undefined) => Math.max(1, Math.min(MAX_MEMBER_PAGE, Math.trunc(first ?? 30) || 30));

/**
 * A group's members as the viewer may see them (the caller has checked the viewer may see the group): each one
 * only when maySee admits the viewer, neither hid the other, and the member's own "who may see my groups" admits
 * the viewer; owner and moderators first, then by joining.
 */
export async function pageOfMembers(db: DB, viewer: ProfileRow, groupUuid: string, first?: number | null, after?: string | null) {
  const limit = pageSize(first);
  let query = entries(db, groupUuid)
    .where('pg.role', 'is not', null)
    .where(listedSql(viewer))
    .where(sql<boolean>`(p.id = ${viewer.id} or ${permitsSql('view_groups', viewer.id)})`);
  const cursor = after ? parseCursor(after) : null;
  if (cursor) query = query.where(sql<boolean>`(${ROLE_RANK}, pg.joined_at, p.id) > (${cursor.rank}, ${cursor.at}, ${cursor.id}::uuid)`);
  const rows = (await query
    .orderBy(ROLE_RANK)
    .orderBy('pg.joined_at')
    .orderBy('p.id')
    .limit(limit + 1)
    .execute()) as MemberEntry[];
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/**
 * A group's waiting join requests, oldest first, for its moderators (the caller checks). A requester asked the
 * moderators to see them, so their "who may see my groups" does not hide the request; maySee and hides still do.
 */
export async function pageOfJoinRequests(db: DB, viewer: ProfileRow, groupUuid: string, first?: number | null, after?: string | null) {
  const limit = pageSize(first);
  let query = entries(db, groupUuid).where('pg.role', 'is', null).where(listedSql(viewer));
  const cursor = after ? parseCursor(after) : null;
  if (cursor) query = query.where(sql<boolean>`(pg.requested_at, p.id) > (${cursor.at}, ${cursor.id}::uuid)`);
  const rows = (await query
    .orderBy('pg.requested_at')
    .orderBy('p.id')
    .limit(limit + 1)
    .execute()) as MemberEntry[];
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/** One entry (member or request) of a group, or undefined. */
export async function memberEntry(db: DB, groupUuid: string, profileId: string) {
  if (!isUuid(profileId)) return undefined;
  return (await entries(db, groupUuid).where('p.id', '=', profileId).executeTakeFirst()) as MemberEntry | undefined;
}

/** Whether the viewer may see this entry in the group's lists (the same rule as the pages, for one member). */
export async function isListedFor(db: DB, viewer: ProfileRow, entry: MemberEntry) {
  let query = entries(db, entry.group_uuid).where('p.id', '=', entry.id).where(listedSql(viewer));
  if (entry.role !== null) query = query.where(sql<boolean>`(p.id = ${viewer.id} or ${permitsSql('view_groups', viewer.id)})`);
  return Boolean(await query.executeTakeFirst());
}
