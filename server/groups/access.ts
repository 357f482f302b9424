import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { isAdultSql } from '../profiles/poolSql.ts';
import { isPresent } from '../privacy/rules.ts';
import { isUuid } from '../uuid.ts';
import { groupsWithImages, type GroupRow } from './rows.ts';

export type { GroupRow };
export type GroupStatus = 'NONE' | 'REQUESTED' | 'MEMBER' | 'BANNED';
export type GroupRole = 'OWNER' | 'MODERATOR' | 'MEMBER';

/** What one viewer is to one group they may see. */
export interface GroupAccess {
  group: GroupRow;
  status: GroupStatus;
  role: GroupRole | null;
  /** A member may start threads and reply. */
  mayPost: boolean;
  /** The owner and moderators. */
  mayModerate: boolean;
}

type Viewer = Pick<ProfileRow, 'id' | 'date_of_birth' | 'is_ad_opt_in' | 'onboarded_at' | 'deleted_at' | 'banned_at'>;
type GroupFacts = Pick<GroupRow, 'adult_pool' | 'is_ad' | 'closed_at'>;

/**
 * May the viewer see the group at all? Only a present member (onboarded, not deleted or suspended), only a group
 * still open, only of the viewer's own age pool, After Dark ones only for adults who opted in, and never one the
 * viewer blocked. A group this refuses reads as one that does not exist, by every path. groupVisibleSql is the
 * same rule inside a statement (tests/server/groupsRule.test.ts holds the two to each other).
 */
export function mayViewGroup(viewer: Viewer, group: GroupFacts, blockedByViewer: boolean) {
  return (
    isPresent(viewer) &&
    group.closed_at === null &&
    group.adult_pool === isAdult(viewer.date_of_birth) &&
    (!group.is_ad || hasAfterDark(viewer)) &&
    !blockedByViewer
  );
}

/** The viewer as a statement knows it: a known row (passed as parameters) or a row alias of the statement. */
export type GroupViewerInSql = { row: Viewer } | { alias: string };

/** SQL form of mayViewGroup() for the group row `groupAlias` (default `g`). */
export function groupVisibleSql(viewer: GroupViewerInSql, groupAlias = 'g'): RawBuilder<boolean> {
  const g = (column: string) => sql.ref(`${groupAlias}.${column}`);
  let id: unknown, present: RawBuilder<boolean>, adult: RawBuilder<boolean>, afterDark: RawBuilder<boolean>;
  if ('alias' in viewer) {
    const v = (column: string) => sql.ref(`${viewer.alias}.${column}`);
    id = v('id');
    present = sql<boolean>`(${v('onboarded_at')} is not null and ${v('date_of_birth')} is not null
      and ${v('deleted_at')} is null and ${v('banned_at')} is null)`;
    adult = isAdultSql(viewer.alias);
    afterDark = sql<boolean>`(${isAdultSql(viewer.alias)} and ${v('is_ad_opt_in')})`;
  } else {
    id = viewer.row.id;
    present = sql.lit(isPresent(viewer.row));
    adult = sql.lit(isAdult(viewer.row.date_of_birth));
    afterDark = sql.lit(hasAfterDark(viewer.row));
  }
  return sql<boolean>`(${present} and ${g('closed_at')} is null and ${g('adult_pool')} = ${adult}
    and (not ${g('is_ad')} or ${afterDark})
    and not exists (select 1 from group_blocks gb where gb.profile_id = ${id} and gb.group_uuid = ${g('uuid')}))`;
}

/** The viewer's standing in a group from their membership row and ban. */
export function standingOf(
  membership: { role: string | null } | undefined,
  banned: boolean,
): { status: GroupStatus; role: GroupRole | null } {
  if (banned) return { status: 'BANNED', role: null };
  if (!membership) return { status: 'NONE', role: null };
  if (membership.role === null) return { status: 'REQUESTED', role: null };
  return { status: 'MEMBER', role: membership.role as GroupRole };
}

/**
 * What the viewer is to the group, or null when they may not see it (mayViewGroup): missing, closed, of the other
 * age pool, After Dark without the viewer's opt-in, blocked by the viewer, or a viewer not yet onboarded.
 */
export async function groupAccess(db: DB, viewer: ProfileRow, groupUuid: string): Promise<GroupAccess | null> {
  if (!isUuid(groupUuid)) return null;
  const row = await groupsWithImages(db)
    .leftJoin('profile_groups as mine', (join) => join.onRef('mine.group_uuid', '=', 'groups.uuid').on('mine.profile_id', '=', viewer.id))
    .select([
      'mine.role as viewer_role',
      'mine.profile_id as viewer_membership',
      sql<boolean>`exists (select 1 from group_bans b where b.group_uuid = groups.uuid and b.profile_id = ${viewer.id})`.as(
        'viewer_banned',
      ),
      sql<boolean>`exists (select 1 from group_blocks gb where gb.group_uuid = groups.uuid and gb.profile_id = ${viewer.id})`.as(
        'viewer_blocked',
      ),
    ])
    .where('groups.uuid', '=', groupUuid)
    .executeTakeFirst();
  if (!row) return null;
  const { viewer_role, viewer_membership, viewer_banned, viewer_blocked, ...group } = row;
  if (!mayViewGroup(viewer, group, Boolean(viewer_blocked))) return null;
  const { status, role } = standingOf(viewer_membership ? { role: viewer_role } : undefined, Boolean(viewer_banned));
  return { group, status, role, mayPost: status === 'MEMBER', mayModerate: role === 'OWNER' || role === 'MODERATOR' };
}
