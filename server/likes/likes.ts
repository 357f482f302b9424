import type { DB } from '../db/connect.ts';
import { actorVisibleSql } from '../notifications/visibleActors.ts';

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

/**
 * The likes of a member from likers they may see now (actorVisibleSql: the one "may see" rule, and not hidden
 * by them): a liker who since blocked them, left, or moved to the other pool counts for nothing, and the count
 * agrees with the "likes you" list (pageOfLikers).
 */
export function likesVisibleTo(db: DB, profileId: string) {
  return db
    .selectFrom('likes')
    .innerJoin('profiles as me', 'me.id', 'likes.liked_id')
    .innerJoin('profiles as p', 'p.id', 'likes.liker_id')
    .where('likes.liked_id', '=', profileId)
    .where(actorVisibleSql());
}

export async function profileLikeCount(db: DB, profileId: string) {
  const row = await likesVisibleTo(db, profileId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The likes of an image from likers its owner may see now, as profileLikeCount counts a profile's. */
export async function imageLikeCount(db: DB, profileImageId: string) {
  const row = await db
    .selectFrom('image_likes')
    .innerJoin('profile_images as image', 'image.id', 'image_likes.profile_image_id')
    .innerJoin('profiles as me', 'me.id', 'image.profile_id')
    .innerJoin('profiles as p', 'p.id', 'image_likes.profile_id')
    .where('image_likes.profile_image_id', '=', profileImageId)
    .where(actorVisibleSql())
    .select((eb) => eb.fn.countAll<string>().as('count'))
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

/** How many members the member likes who like them back, counting only those the member may see now. */
export async function mutualLikeCount(db: DB, profileId: string) {
  const row = await likesVisibleTo(db, profileId)
    .innerJoin('likes as mine', (join) => join.onRef('mine.liker_id', '=', 'likes.liked_id').onRef('mine.liked_id', '=', 'likes.liker_id'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
