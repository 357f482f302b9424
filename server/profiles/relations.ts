import type { DB } from '../db/connect.ts';

export type Relation = 'FRIEND' | 'MUTUAL' | 'LIKED' | 'LIKED_BY' | null;

/** The relation of `from` to `to` as the API names it: LIKED means `from` liked `to`. */
export async function relationBetween(db: DB, from: string, to: string): Promise<Relation> {
  if (from === to) return null;
  const [friend, likes] = await Promise.all([
    db.selectFrom('friendships').select('friend_id').where('profile_id', '=', from).where('friend_id', '=', to).executeTakeFirst(),
    db
      .selectFrom('likes')
      .select(['liker_id'])
      .where((eb) =>
        eb.or([eb.and([eb('liker_id', '=', from), eb('liked_id', '=', to)]), eb.and([eb('liker_id', '=', to), eb('liked_id', '=', from)])]),
      )
      .execute(),
  ]);
  if (friend) return 'FRIEND';
  const fromLikes = likes.some((like) => like.liker_id === from);
  const toLikes = likes.some((like) => like.liker_id === to);
  if (fromLikes && toLikes) return 'MUTUAL';
  if (fromLikes) return 'LIKED';
  if (toLikes) return 'LIKED_BY';
  return null;
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
