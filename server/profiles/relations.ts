import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { isUuid } from '../uuid.ts';

export type Relation = 'FRIEND' | 'MUTUAL' | 'LIKED' | 'LIKED_BY' | null;

/** The relation of `from` to `to` as the API names it: LIKED means `from` liked `to`. */
export async function relationBetween(db: DB, from: string, to: string): Promise<Relation> {
  return (await relationAndBlock(db, from, to)).relation;
}

/**
 * What a pair's relation and block are read from, as columns of a statement: `from` is a member's id, `to` an id or
 * a column of the statement (p.id). Every access check asks both, and on busy paths (each chat message, each
 * profile read) separate round trips were most of its cost.
 */
function pairFactColumns(from: string, to: unknown) {
  return [
    sql<boolean>`exists (select "friend_id" from "friendships" where "profile_id" = ${from} and "friend_id" = ${to})`.as('friend'),
    sql<boolean>`exists (select "liker_id" from "likes" where "liker_id" = ${from} and "liked_id" = ${to})`.as('from_likes'),
    sql<boolean>`exists (select "liker_id" from "likes" where "liker_id" = ${to} and "liked_id" = ${from})`.as('to_likes'),
    sql<boolean>`exists (select "blocker_id" from "blocks"
      where ("blocker_id" = ${from} and "blocked_id" = ${to}) or ("blocker_id" = ${to} and "blocked_id" = ${from}))`.as('blocked'),
  ];
}

type PairFactRow = { friend: unknown; from_likes: unknown; to_likes: unknown; blocked: unknown };

/** The relation as the API names it from the pair's facts (LIKED means `from` liked `to`). */
function relationFrom(row: PairFactRow, self: boolean): { relation: Relation; blocked: boolean } {
  const blocked = Boolean(row.blocked);
  if (self) return { relation: null, blocked };
  if (row.friend) return { relation: 'FRIEND', blocked };
  if (row.from_likes && row.to_likes) return { relation: 'MUTUAL', blocked };
  if (row.from_likes) return { relation: 'LIKED', blocked };
  return { relation: row.to_likes ? 'LIKED_BY' : null, blocked };
}

/** The relation of `from` to `to` (LIKED means `from` liked `to`) and whether either blocked the other, in one statement. */
export async function relationAndBlock(db: DB, from: string, to: string): Promise<{ relation: Relation; blocked: boolean }> {
  const row = await db.selectNoFrom(pairFactColumns(from, to)).executeTakeFirstOrThrow();
  return relationFrom(row, from === to);
}

/**
 * Members' rows, each with its relation to `from` and whether either blocked the other (relationAndBlock's answer),
 * all in one statement; `from`'s own row may be among them. Unknown ids have no row.
 */
export async function profilesWithRelations(db: DB, from: string, ids: string[]) {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return [];
  const rows = await db
    .selectFrom('profiles as p')
    .selectAll('p')
    .select(pairFactColumns(from, sql.ref('p.id')))
    .where('p.id', 'in', valid)
    .execute();
  return rows.map(({ friend, from_likes, to_likes, blocked, ...profile }) => ({
    profile: profile as ProfileRow,
    ...relationFrom({ friend, from_likes, to_likes, blocked }, profile.id === from),
  }));
}

/**
 * Whether an owner's access permission admits a viewer, given the owner's relation to the viewer
 * (SPEC §5: public anyone; liked: liked, mutual or friend; mutuals: mutual or friend; friends: friend; private: nobody).
 */
export function permits(permission: string, ownerToViewer: Relation, isSelf: boolean) {
  if (isSelf) return true;
  switch (permission) {
    case 'PUBLIC':
      return true;
    case 'LIKED':
      return ownerToViewer === 'LIKED' || ownerToViewer === 'MUTUAL' || ownerToViewer === 'FRIEND';
    case 'MUTUALS':
      return ownerToViewer === 'MUTUAL' || ownerToViewer === 'FRIEND';
    case 'FRIENDS':
      return ownerToViewer === 'FRIEND';
    default:
      return false;
  }
}

/** Whether either of two profiles blocked the other. */
export async function isBlockedEitherWay(db: DB, a: string, b: string) {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the blocker blocked this profile (one way only). */
export async function hasBlocked(db: DB, blockerId: string, blockedId: string) {
  const row = await db
    .selectFrom('blocks')
    .select('blocked_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Boolean(row);
}
