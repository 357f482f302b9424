import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { recountMembers } from './membership.ts';

/**
 * A member's account is going: each group they own passes to its longest-serving moderator, or closes when it has
 * none; their memberships and requests go, and the groups they were in are counted again. Runs inside the
 * deletion's transaction.
 */
export async function leaveGroupsOnDeletion(trx: DB, profileId: string) {
  const owned = await trx
    .selectFrom('profile_groups')
    .select('group_uuid')
    .where('profile_id', '=', profileId)
    .where('role', '=', 'OWNER')
    .execute();
  for (const { group_uuid } of owned) {
    await sql`select uuid from groups where uuid = ${group_uuid} for update`.execute(trx);
    const heir = await trx
      .selectFrom('profile_groups')
      .select('profile_id')
      .where('group_uuid', '=', group_uuid)
      .where('role', '=', 'MODERATOR')
      .where('profile_id', '!=', profileId)
      .orderBy('joined_at')
      .orderBy('profile_id')
      .limit(1)
      .executeTakeFirst();
    if (heir)
      await trx
        .updateTable('profile_groups')
        .set({ role: 'OWNER' })
        .where('group_uuid', '=', group_uuid)
        .where('profile_id', '=', heir.profile_id)
        .execute();
    else await trx.updateTable('groups').set({ closed_at: new Date() }).where('uuid', '=', group_uuid).execute();
  }
  const left = await trx.deleteFrom('profile_groups').where('profile_id', '=', profileId).returning('group_uuid').execute();
  for (const { group_uuid } of left) await recountMembers(trx, group_uuid);
  await trx.deleteFrom('group_blocks').where('profile_id', '=', profileId).execute();
}
