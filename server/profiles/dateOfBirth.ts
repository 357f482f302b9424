import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { chatEvent, publishChatEvent } from '../chat/events.ts';
import { isAdult } from './age.ts';
import { isAdultSql, roomWithinOnePoolSql } from './poolSql.ts';
import { isUuid } from '../uuid.ts';

/**
 * Sets a member's date of birth the one time it may be set (onboarding). Repeating the same date is
 * harmless; any other date once one is stored is refused, so no member can move between the pools.
 */
export async function setDateOfBirthOnce(db: DB, profileId: string, dateOfBirth: string): Promise<'set' | 'unchanged' | 'locked'> {
  const result = await db
    .updateTable('profiles')
    .set({ date_of_birth: dateOfBirth })
    .where('id', '=', profileId)
    .where('date_of_birth', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'set';
  const row = await db.selectFrom('profiles').select('date_of_birth').where('id', '=', profileId).executeTakeFirstOrThrow();
  return row.date_of_birth === dateOfBirth ? 'unchanged' : 'locked';
}

/** The member a staff lookup names, by profile id or by the email they log in with; deleted accounts are gone. */
export async function findMemberForStaff(db: DB, member: string) {
  const text = member.trim();
  const byEmail = text.includes('@');
  if (!byEmail && !isUuid(text)) return undefined;
  let query = db.selectFrom('profiles').selectAll('profiles').where('profiles.deleted_at', 'is', null);
  query = byEmail
    ? query
        .innerJoin('account_providers', 'account_providers.profile_id', 'profiles.id')
        .where('account_providers.type', '=', 'EMAIL')
        .where('account_providers.value', '=', text.toLowerCase())
    : query.where('profiles.id', '=', text.toLowerCase());
  return query.executeTakeFirst();
}

/**
 * Every correction of the date of birth on these accounts (a member's and the earlier ones of their login
 * emails), newest first, with the account it was made on and the name of the team member who made it.
 */
export function correctionsOf(db: DB, profileIds: readonly string[]) {
  return db
    .selectFrom('date_of_birth_corrections as c')
    .leftJoin('profiles as staff', 'staff.id', 'c.corrected_by')
    .select([
      'c.id',
      'c.profile_id',
      'c.corrected_at',
      'c.old_date_of_birth',
      'c.new_date_of_birth',
      'c.reason',
      'staff.display_name as corrected_by_name',
    ])
    .where('c.profile_id', 'in', profileIds)
    .orderBy('c.corrected_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export type CorrectionRow = Awaited<ReturnType<typeof correctionsOf>>[number];

/**
 * A staff correction: the new date, the record of it, and — when it moves the member across 18 — the end of
 * every tie to the pool they left, all in one transaction. Answers the private rooms that closed, with their
 * members, so their open subscriptions can be told.
 */
export async function correctDateOfBirth(
  db: DB,
  correction: { profileId: string; staffId: string | null; dateOfBirth: string; reason: string },
) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('profiles')
      .select('date_of_birth')
      .where('id', '=', correction.profileId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx.updateTable('profiles').set({ date_of_birth: correction.dateOfBirth }).where('id', '=', correction.profileId).execute();
    await trx
      .insertInto('date_of_birth_corrections')
      .values({
        id: randomUUID(),
        profile_id: correction.profileId,
        corrected_by: correction.staffId,
        corrected_at: new Date(),
        old_date_of_birth: before.date_of_birth,
        new_date_of_birth: correction.dateOfBirth,
        reason: correction.reason,
      })
      .execute();
    if (isAdult(before.date_of_birth) === isAdult(correction.dateOfBirth)) return { closedRooms: [] };
    if (!isAdult(correction.dateOfBirth)) await lockAfterDark(trx, correction.profileId);
    await endLikesAcrossPools(trx, correction.profileId);
    return { closedRooms: await roomsAcrossPools(trx, correction.profileId) };
  });
}

/** Rooms across the two pools close at once for both members, also on their open sockets. */
export function announceClosedRooms(pubsub: SnootPubSub, closedRooms: { roomId: string; memberIds: string[] }[]) {
  for (const room of closedRooms)
    publishChatEvent(pubsub, room.memberIds, chatEvent('ROOM_UPDATED', room.roomId, null, { closesFor: 'everyone' }));
}

/** A new minor has no After Dark and no explicit or hard content, whatever they had opted in to as an adult. */
async function lockAfterDark(db: DB, profileId: string) {
  await db
    .updateTable('profiles')
    .set({ is_ad_opt_in: false, is_explicit_opt_in: false, is_hard_opt_in: false })
    .where('id', '=', profileId)
    .execute();
}

/** Profile likes, image likes and friendships between the member and anyone in the other pool, both ways. */
async function endLikesAcrossPools(db: DB, profileId: string) {
  const apart = (a: string, b: string) => sql<boolean>`${isAdultSql(a)} <> ${isAdultSql(b)}`;
  await sql`
    delete from likes l using profiles liker, profiles liked
    where liker.id = l.liker_id and liked.id = l.liked_id
      and (l.liker_id = ${profileId} or l.liked_id = ${profileId}) and ${apart('liker', 'liked')}
  `.execute(db);
  await sql`
    delete from friendships f using profiles a, profiles b
    where a.id = f.profile_id and b.id = f.friend_id
      and (f.profile_id = ${profileId} or f.friend_id = ${profileId}) and ${apart('a', 'b')}
  `.execute(db);
  await sql`
    delete from image_likes il using profile_images pi, profiles liker, profiles owner
    where pi.id = il.profile_image_id and liker.id = il.profile_id and owner.id = pi.profile_id
      and (il.profile_id = ${profileId} or pi.profile_id = ${profileId}) and ${apart('liker', 'owner')}
  `.execute(db);
}

/** The member's rooms that now span both pools (closed by roomWithinOnePoolSql), with everyone in them. */
async function roomsAcrossPools(db: DB, profileId: string) {
  const rows = await db
    .selectFrom('chat_participants as me')
    .innerJoin('chat_participants as member', 'member.room_id', 'me.room_id')
    .select(['me.room_id', 'member.profile_id'])
    .where('me.profile_id', '=', profileId)
    .where(sql<boolean>`not ${roomWithinOnePoolSql('me')}`)
    .where('member.status', '!=', 'LEFT')
    .execute();
  const rooms = new Map<string, string[]>();
  for (const row of rows) rooms.set(row.room_id, [...(rooms.get(row.room_id) ?? []), row.profile_id]);
  return [...rooms].map(([roomId, memberIds]) => ({ roomId, memberIds }));
}
