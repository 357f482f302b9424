import type { DB } from '../db/connect.ts';
import { badInput, notFound } from '../errors.ts';
import { inSamePool } from '../profiles/age.ts';
import { isUuid } from '../uuid.ts';

/**
 * The other member a block or hide names: an existing profile that is not the viewer, in the viewer's age pool.
 * One of the other pool answers as a missing one, so a block cannot be used to learn who a uuid belongs to
 * (the Blocked Profiles list shows the blocked member's name).
 */
async function otherProfile(db: DB, viewerId: string, uuid: string) {
  if (!isUuid(uuid)) throw notFound('Profile not found.');
  if (uuid === viewerId) throw badInput('You cannot do this to your own profile.');
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'date_of_birth'])
    .where('id', 'in', [uuid, viewerId])
    .where('deleted_at', 'is', null)
    .execute();
  const [row, viewer] = [rows.find((found) => found.id === uuid), rows.find((found) => found.id === viewerId)];
  if (!row || !viewer || !inSamePool(viewer, row)) throw notFound('Profile not found.');
  return row.id;
}

export async function blockProfile(db: DB, viewerId: string, uuid: string) {
  const id = await otherProfile(db, viewerId, uuid);
  await db
    .insertInto('blocks')
    .values({ blocker_id: viewerId, blocked_id: id })
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function unblockProfile(db: DB, viewerId: string, uuid: string) {
  if (!isUuid(uuid)) throw notFound('Profile not found.');
  await db.deleteFrom('blocks').where('blocker_id', '=', viewerId).where('blocked_id', '=', uuid).execute();
}

/**
 * Hiding one's own uuid takes one's profile out of discovery; hiding another's takes theirs out of
 * one's own results.
 */
export async function setHidden(db: DB, viewerId: string, uuid: string, hidden: boolean) {
  if (uuid === viewerId) {
    await db.updateTable('profiles').set({ is_hidden: hidden }).where('id', '=', viewerId).execute();
    return;
  }
  if (!hidden) {
    if (!isUuid(uuid)) throw notFound('Profile not found.');
    await db.deleteFrom('profile_hides').where('profile_id', '=', viewerId).where('hidden_id', '=', uuid).execute();
    return;
  }
  const id = await otherProfile(db, viewerId, uuid);
  await db
    .insertInto('profile_hides')
    .values({ profile_id: viewerId, hidden_id: id })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** The profiles a member blocked, most recent first, by uuid and name (the Blocked Profiles list). */
export function blockedProfilesOf(db: DB, blockerId: string) {
  return db
    .selectFrom('blocks')
    .innerJoin('profiles', 'profiles.id', 'blocks.blocked_id')
    .select(['profiles.id as uuid', 'profiles.display_name as displayName'])
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .execute();
}

/** Which of these profiles the member hid (one read for a page of profiles). */
export async function hiddenAmong(db: DB, profileId: string, ids: readonly string[]) {
  const rows = await db
    .selectFrom('profile_hides')
    .select('hidden_id')
    .where('profile_id', '=', profileId)
    .where('hidden_id', 'in', [...ids])
    .execute();
  const hidden = new Set(rows.map((row) => row.hidden_id));
  return ids.map((id) => hidden.has(id));
}
