import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { adultBirthDateCutoff } from './age.ts';

/**
 * SQL for isAdult() of the profile row behind `alias`: true for 18 or over today, false for a minor or a
 * member without a date of birth. Used where a rule of the two pools must run inside a query.
 */
export function isAdultSql(alias: string, today = new Date()) {
  return sql<boolean>`coalesce(${sql.ref(`${alias}.date_of_birth`)} <= ${adultBirthDateCutoff(today)}::date, false)`;
}

/** Whether the profile rows behind two aliases are in the same pool. */
export function samePoolSql(a: string, b: string) {
  return sql<boolean>`${isAdultSql(a)} = ${isAdultSql(b)}`;
}

/**
 * Likes between members who are in different pools now (one turned 18 since) stay stored, so they come back
 * when both are adults, but count for nothing meanwhile: the number of likes, mutuals and image likes a member
 * sees counts only members of their own pool.
 */
export function likesWithinOnePool(db: DB) {
  return db
    .selectFrom('likes')
    .innerJoin('profiles as pool_liker', 'pool_liker.id', 'likes.liker_id')
    .innerJoin('profiles as pool_liked', 'pool_liked.id', 'likes.liked_id')
    .where(samePoolSql('pool_liker', 'pool_liked'));
}

export function imageLikesWithinOnePool(db: DB) {
  return db
    .selectFrom('image_likes')
    .innerJoin('profile_images as pool_image', 'pool_image.id', 'image_likes.profile_image_id')
    .innerJoin('profiles as pool_liker', 'pool_liker.id', 'image_likes.profile_id')
    .innerJoin('profiles as pool_owner', 'pool_owner.id', 'pool_image.profile_id')
    .where(samePoolSql('pool_liker', 'pool_owner'));
}

/**
 * Whether the chat room of the participant row `participantAlias` has no other member in the other pool.
 * A room between an adult and a minor (made before the rule, or left behind when a birthday or a staff
 * correction moved one of them) is closed for both: it is in neither list, and nothing can be read or sent.
 */
export function roomWithinOnePoolSql(participantAlias: string) {
  const room = sql.ref(`${participantAlias}.room_id`);
  const member = sql.ref(`${participantAlias}.profile_id`);
  return sql<boolean>`not exists (
    select 1 from chat_participants pool_other
    join profiles pool_op on pool_op.id = pool_other.profile_id
    join profiles pool_me on pool_me.id = ${member}
    where pool_other.room_id = ${room} and ${isAdultSql('pool_op')} <> ${isAdultSql('pool_me')}
  )`;
}
