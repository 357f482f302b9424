import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput } from '../errors.ts';
import { isUuid } from '../uuid.ts';
import type { GroupAccess } from './access.ts';
import { mayViewGroup } from './access.ts';

/**
 * Blocks a group the viewer can see (Content Preferences): it leaves their directory and the profiles they look at.
 * A member leaves it first; a waiting request is withdrawn with the block.
 */
export async function blockGroup(db: DB, viewer: ProfileRow, access: GroupAccess) {
  if (access.status === 'MEMBER') throw badInput('Leave the group before you block it.');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('profile_groups')
      .where('group_uuid', '=', access.group.uuid)
      .where('profile_id', '=', viewer.id)
      .where('role', 'is', null)
      .execute();
    await trx
      .insertInto('group_blocks')
      .values({ profile_id: viewer.id, group_uuid: access.group.uuid })
      .onConflict((conflict) => conflict.columns(['profile_id', 'group_uuid']).doNothing())
      .execute();
  });
}

export async function unblockGroup(db: DB, viewer: ProfileRow, groupUuid: string | null) {
  if (!groupUuid || !isUuid(groupUuid)) return;
  await db.deleteFrom('group_blocks').where('profile_id', '=', viewer.id).where('group_uuid', '=', groupUuid).execute();
}

/**
 * The groups the viewer blocked, by name, for Content Preferences: only those they could see but for the block
 * (mayViewGroup), so the list names no group of the other pool or a closed one.
 */
export async function blockedGroupsOf(db: DB, viewer: ProfileRow) {
  const rows = await db
    .selectFrom('group_blocks as b')
    .innerJoin('groups', 'groups.uuid', 'b.group_uuid')
    .select(['groups.uuid', 'groups.display_name', 'groups.adult_pool', 'groups.is_ad', 'groups.closed_at'])
    .where('b.profile_id', '=', viewer.id)
    .orderBy('groups.display_name')
    .execute();
  return rows.filter((row) => mayViewGroup(viewer, row, false)).map(({ uuid, display_name }) => ({ uuid, displayName: display_name }));
}
