import type { DB } from '../db/connect.ts';

export type Relation = 'FRIEND' | 'MUTUAL' | 'LIKED' | 'LIKED_BY' | null;

/** The relation of `from` to `to` as the API names it: LIKED means `from` liked `to`. */
export async function relationBetween(db: DB, from: string, to: string): Promise<Relation> {
  return (await relationAndBlock(db, from, to)).relation;
}

/**
 * The relation of `from` to `to` (LIKED means `from` liked `to`) and whether either blocked the other, in one
 * statement: every access check asks both, and on busy paths (each chat message's notification, each profile
 * read) four round trips were most of its cost.
 */
export async function relationAndBlock(db: DB, from: string, to: string): Promise<{ relation: Relation; blocked: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('friendships').select('friend_id').where('profile_id', '=', from).where('friend_id', '=', to)).as('friend'),
      eb.exists(eb.selectFrom('likes').select('liker_id').where('liker_id', '=', from).where('liked_id', '=', to)).as('from_likes'),
      eb.exists(eb.selectFrom('likes').select('liker_id').where('liker_id', '=', to).where('liked_id', '=', from)).as('to_likes'),
      eb
        .exists(
          eb
            .selectFrom('blocks')
            .select('blocker_id')
            .where((w) =>
              w.or([
                w.and([w('blocker_id', '=', from), w('blocked_id', '=', to)]),
                w.and([w('blocker_id', '=', to), w('blocked_id', '=', from)]),
              ]),
            ),
        )
        .as('blocked'),
    ])
    .executeTakeFirstOrThrow();
  const blocked = Boolean(row.blocked);
  if (from === to) return { relation: null, blocked };
  if (row.friend) return { relation: 'FRIEND', blocked };
  if (row.from_likes && row.to_likes) return { relation: 'MUTUAL', blocked };
  if (row.from_likes) return { relation: 'LIKED', blocked };
  return { relation: row.to_likes ? 'LIKED_BY' : null, blocked };
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
