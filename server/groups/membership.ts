import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, notAllowed } from '../errors.ts';
import { groupAccess, type GroupAccess } from './access.ts';
import { isListedFor, memberEntry } from './members.ts';

export const NOT_A_MODERATOR = "Only the group's owner and moderators can do that.";
export const OWNER_ONLY = "Only the group's owner can do that.";
const MEMBER_NOT_FOUND = 'That member is not in this group.';

/** Counts the group's members again, inside the change that moved it, so the directory never counts. */
export async function recountMembers(trx: DB, groupUuid: string) {
  await sql`update groups set member_count = (select count(*) from profile_groups pg where pg.group_uuid = ${groupUuid}
    and pg.role is not null) where uuid = ${groupUuid}`.execute(trx);
}

/** Holds the group's row for the rest of the transaction, so two changes to its members run one after the other. */
async function lockGroup(trx: DB, groupUuid: string) {
  await sql`select uuid from groups where uuid = ${groupUuid} for update`.execute(trx);
}

/**
 * Whether and why not the viewer may join (or ask to join) a group they can see: not when already in it or
 * waiting, and never once banned.
 */
export function joinPermission(access: GroupAccess): { allowed: boolean; reason: string | null } {
  switch (access.status) {
    case 'MEMBER':
      return { allowed: false, reason: 'You are already a member of this group.' };
    case 'REQUESTED':
      return { allowed: false, reason: "Your request to join is waiting for the group's moderators." };
    case 'BANNED':
      return { allowed: false, reason: "The group's moderators removed you, so you can't join it again." };
    default:
      return { allowed: true, reason: null };
  }
}

/** Whether and why not the viewer may start threads and reply. */
export function postPermission(access: GroupAccess): { allowed: boolean; reason: string | null } {
  if (access.mayPost) return { allowed: true, reason: null };
  return { allowed: false, reason: access.status === 'BANNED' ? joinPermission(access).reason : 'Join the group to post in it.' };
}

/** Open groups take the viewer in at once; closed ones record a request for the moderators. */
export async function joinGroup(db: DB, viewer: ProfileRow, access: GroupAccess) {
  const permission = joinPermission(access);
  if (!permission.allowed) throw notAllowed(permission.reason ?? '');
  const groupUuid = access.group.uuid;
  const open = access.group.join_policy === 'OPEN';
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, groupUuid);
    const banned = await trx
      .selectFrom('group_bans')
      .select('profile_id')
      .where('group_uuid', '=', groupUuid)
      .where('profile_id', '=', viewer.id)
      .executeTakeFirst();
    if (banned) throw notAllowed(joinPermission({ ...access, status: 'BANNED' }).reason ?? '');
    const now = new Date();
    await trx
      .insertInto('profile_groups')
      .values({
        profile_id: viewer.id,
        group_uuid: groupUuid,
        role: open ? 'MEMBER' : null,
        joined_at: open ? now : null,
        requested_at: open ? null : now,
      })
      .onConflict((conflict) => conflict.columns(['profile_id', 'group_uuid']).doNothing())
      .execute();
    await recountMembers(trx, groupUuid);
  });
}

/**
 * Leaves a group or withdraws a request. The owner hands the group over first, unless they are its only member:
 * then leaving closes it.
 */
export async function leaveGroup(db: DB, viewer: ProfileRow, access: GroupAccess) {
  if (access.status !== 'MEMBER' && access.status !== 'REQUESTED') throw badInput('You are not a member of this group.');
  const groupUuid = access.group.uuid;
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, groupUuid);
    if (access.role === 'OWNER') {
      const { count } = await trx
        .selectFrom('profile_groups')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('group_uuid', '=', groupUuid)
        .where('role', 'is not', null)
        .executeTakeFirstOrThrow();
      if (Number(count) > 1) throw badInput('Make another member the owner before you leave the group.');
      await trx.updateTable('groups').set({ closed_at: new Date() }).where('uuid', '=', groupUuid).execute();
    }
    await trx.deleteFrom('profile_groups').where('group_uuid', '=', groupUuid).where('profile_id', '=', viewer.id).execute();
    await recountMembers(trx, groupUuid);
  });
}

/**
 * The entry a moderator acts on: one the moderator may see in the group's lists (a blocked or hidden member is out
 * of their reach as they are out of their sight), and of the kind the action needs.
 */
async function targetEntry(db: DB, actor: ProfileRow, access: GroupAccess, profileId: string | null, kind: 'REQUEST' | 'MEMBER' | 'ANY') {
  if (!access.mayModerate) throw notAllowed(NOT_A_MODERATOR);
  const entry = profileId ? await memberEntry(db, access.group.uuid, profileId) : undefined;
  const fits = entry && (kind === 'ANY' || (kind === 'REQUEST') === (entry.role === null));
  if (!entry || !fits || !(await isListedFor(db, actor, entry)))
    throw badInput(kind === 'REQUEST' ? 'That request is no longer waiting.' : MEMBER_NOT_FOUND);
  return entry;
}

/** A moderator lets a requester in; refused when the requester may no longer see the group (another pool, blocked). */
export async function approveRequest(db: DB, actor: ProfileRow, access: GroupAccess, profileId: string | null) {
  const entry = await targetEntry(db, actor, access, profileId, 'REQUEST');
  const theirs = await groupAccess(db, entry, access.group.uuid);
  if (!theirs || theirs.status !== 'REQUESTED') throw badInput('That request is no longer waiting.');
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, access.group.uuid);
    await trx
      .updateTable('profile_groups')
      .set({ role: 'MEMBER', joined_at: new Date() })
      .where('group_uuid', '=', access.group.uuid)
      .where('profile_id', '=', entry.id)
      .where('role', 'is', null)
      .execute();
    await recountMembers(trx, access.group.uuid);
  });
  return memberEntry(db, access.group.uuid, entry.id);
}

/** A moderator turns a request down; the requester may ask again later (a ban is what keeps them out). */
export async function declineRequest(db: DB, actor: ProfileRow, access: GroupAccess, profileId: string | null) {
  const entry = await targetEntry(db, actor, access, profileId, 'REQUEST');
  await db
    .deleteFrom('profile_groups')
    .where('group_uuid', '=', access.group.uuid)
    .where('profile_id', '=', entry.id)
    .where('role', 'is', null)
    .execute();
  return entry;
}

/**
 * A moderator takes a member (or a requester) out, and with `ban` keeps them from joining or asking again. Never
 * the owner, never oneself (that is leaving), and a moderator only by the owner.
 */
export async function removeMember(db: DB, actor: ProfileRow, access: GroupAccess, profileId: string | null, ban: boolean) {
  const entry = await targetEntry(db, actor, access, profileId, 'ANY');
  if (entry.id === actor.id) throw badInput('To leave the group, use Leave group.');
  if (entry.role === 'OWNER') throw notAllowed("The group's owner can't be removed.");
  if (entry.role === 'MODERATOR' && access.role !== 'OWNER') throw notAllowed(OWNER_ONLY);
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, access.group.uuid);
    await trx.deleteFrom('profile_groups').where('group_uuid', '=', access.group.uuid).where('profile_id', '=', entry.id).execute();
    if (ban)
      await trx
        .insertInto('group_bans')
        .values({ group_uuid: access.group.uuid, profile_id: entry.id, banned_by: actor.id })
        .onConflict((conflict) => conflict.columns(['group_uuid', 'profile_id']).doNothing())
        .execute();
    await recountMembers(trx, access.group.uuid);
  });
  return entry;
}

/** The owner makes a member a moderator or a moderator a member again. */
export async function setModerator(db: DB, actor: ProfileRow, access: GroupAccess, profileId: string | null, isModerator: boolean) {
  if (access.role !== 'OWNER') throw notAllowed(OWNER_ONLY);
  const entry = await targetEntry(db, actor, access, profileId, 'MEMBER');
  if (entry.role === 'OWNER') throw badInput('You are the owner of this group.');
  await db
    .updateTable('profile_groups')
    .set({ role: isModerator ? 'MODERATOR' : 'MEMBER' })
    .where('group_uuid', '=', access.group.uuid)
    .where('profile_id', '=', entry.id)
    .where('role', 'in', ['MODERATOR', 'MEMBER'])
    .execute();
  return memberEntry(db, access.group.uuid, entry.id);
}

/** The owner hands the group to a member, who must still be able to see it; the old owner stays as a moderator. */
export async function transferOwnership(db: DB, actor: ProfileRow, access: GroupAccess, profileId: string | null) {
  if (access.role !== 'OWNER') throw notAllowed(OWNER_ONLY);
  const entry = await targetEntry(db, actor, access, profileId, 'MEMBER');
  if (entry.id === actor.id) throw badInput('You are the owner of this group.');
  const theirs = await groupAccess(db, entry, access.group.uuid);
  if (!theirs || theirs.status !== 'MEMBER') throw badInput(MEMBER_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, access.group.uuid);
    await trx
      .updateTable('profile_groups')
      .set({ role: 'MODERATOR' })
      .where('group_uuid', '=', access.group.uuid)
      .where('profile_id', '=', actor.id)
      .execute();
    await trx
      .updateTable('profile_groups')
      .set({ role: 'OWNER' })
      .where('group_uuid', '=', access.group.uuid)
      .where('profile_id', '=', entry.id)
      .execute();
  });
  return memberEntry(db, access.group.uuid, entry.id);
}
