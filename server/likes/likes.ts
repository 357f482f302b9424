import type { DB } from '../db/connect.ts';
import { imageLikesWithinOnePool, likesWithinOnePool } from '../profiles/poolSql.ts';

/** Records that `likerId` likes `likedId`; liking twice keeps the first like. Whether this call added it. */
export async function addLike(db: DB, likerId: string, likedId: string) {
  const added = await db
    .insertInto('likes')
    .values({ liker_id: likerId, liked_id: likedId, created_at: new Date() })
    .onConflict((conflict) => conflict.columns(['liker_id', 'liked_id']).doNothing())
    .returning('liker_id')
    .executeTakeFirst();
  return Boolean(added);
}

/** Whether this call removed a like. */
export async function removeLike(db: DB, likerId: string, likedId: string) {
  const removed = await db
    .deleteFrom('likes')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .returning('liker_id')
    .executeTakeFirst();
  return Boolean(removed);
}

/** Sets or clears one member's like of a profile image; repeating either is harmless. */
export async function setImageLike(db: DB, profileImageId: string, profileId: string, liked: boolean) {
  if (liked) {
    await db
      .insertInto('image_likes')
      .values({ profile_image_id: profileImageId, profile_id: profileId, created_at: new Date() })
      .onConflict((conflict) => conflict.columns(['profile_image_id', 'profile_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('image_likes').where('profile_image_id', '=', profileImageId).where('profile_id', '=', profileId).execute();
  }
}

/** The likes a member received from members of their own pool (see likesWithinOnePool). */
export async function profileLikeCount(db: DB, profileId: string) {
  const row = await likesWithinOnePool(db)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('likes.liked_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The likes of an image from members of its owner's pool (see likesWithinOnePool). */
export async function imageLikeCount(db: DB, profileImageId: string) {
  const row = await imageLikesWithinOnePool(db)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('image_likes.profile_image_id', '=', profileImageId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the member liked this image. */
export async function hasLikedImage(db: DB, profileId: string, profileImageId: string) {
  const row = await db
    .selectFrom('image_likes')
    .select('profile_id')
    .where('profile_image_id', '=', profileImageId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Boolean(row);
}

/** How many members the member likes who like them back, within one pool. */
export async function mutualLikeCount(db: DB, profileId: string) {
  const row = await likesWithinOnePool(db)
    .innerJoin('likes as theirs', (join) =>
      join.onRef('theirs.liker_id', '=', 'likes.liked_id').onRef('theirs.liked_id', '=', 'likes.liker_id'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('likes.liker_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
