import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Member } from './community.ts';
import { daysAgo } from './context.ts';

/** Where the demo logins stand in groups, so each one's view of groups is the same on every seed. */
const DEMO_MEMBERSHIPS: { email: string; group: string; role: 'OWNER' | 'MODERATOR' | 'MEMBER' }[] = [
  { email: 'team@example.com', group: 'Berlin Furs', role: 'OWNER' },
  { email: 'team@example.com', group: 'Leather Furs', role: 'MODERATOR' },
  { email: 'member@example.com', group: 'Hiking Furs', role: 'MEMBER' },
  { email: 'vip@example.com', group: 'Fursuit Makers', role: 'OWNER' },
  { email: 'minor@example.com', group: 'Young Furs Berlin', role: 'MEMBER' },
];

/**
 * After the profiles joined their groups: the demo logins take their places, each group's longest-standing member
 * owns it and the next one moderates it, a group nobody joined goes to its pool's demo login, and every group's
 * member count and maker follow from its members.
 */
export async function seedGroupRoles(db: DB, now: Date, members: Member[]) {
  const demoIds = new Map(members.filter((member) => member.email).map((member) => [member.email!, member.id]));
  for (const [index, entry] of DEMO_MEMBERSHIPS.entries()) {
    const profileId = demoIds.get(entry.email);
    if (!profileId) continue;
    await sql`insert into profile_groups (profile_id, group_uuid, role, joined_at)
      select ${profileId}, uuid, 'MEMBER', ${daysAgo(now, 5 + index)} from groups where display_name = ${entry.group}
      on conflict do nothing`.execute(db);
  }
  // The longest-standing member owns each group and the next one moderates it.
  await sql`update profile_groups pg set role = ranked.role from (
      select profile_id, group_uuid, case row_number() over (partition by group_uuid order by joined_at, profile_id)
        when 1 then 'OWNER' when 2 then 'MODERATOR' else 'MEMBER' end as role
      from profile_groups where role is not null) ranked
    where pg.profile_id = ranked.profile_id and pg.group_uuid = ranked.group_uuid`.execute(db);
  for (const entry of DEMO_MEMBERSHIPS) {
    const profileId = demoIds.get(entry.email);
    if (!profileId || entry.role === 'MEMBER') continue;
    if (entry.role === 'OWNER')
      await sql`update profile_groups set role = 'MODERATOR' where role = 'OWNER'
        and group_uuid = (select uuid from groups where display_name = ${entry.group})`.execute(db);
    await sql`update profile_groups set role = ${entry.role} where profile_id = ${profileId}
      and group_uuid = (select uuid from groups where display_name = ${entry.group})`.execute(db);
  }
  // A group nobody joined still has an owner: its pool's demo login.
  const team = demoIds.get('team@example.com');
  const minor = demoIds.get('minor@example.com');
  if (team && minor)
    await sql`insert into profile_groups (profile_id, group_uuid, role, joined_at)
    select case when g.adult_pool then ${team}::uuid else ${minor}::uuid end, g.uuid, 'OWNER', g.created_at from groups g
    where not exists (select 1 from profile_groups pg where pg.group_uuid = g.uuid and pg.role is not null)`.execute(db);
  await sql`update groups g set
      member_count = (select count(*) from profile_groups pg where pg.group_uuid = g.uuid and pg.role is not null),
      created_by = (select profile_id from profile_groups pg where pg.group_uuid = g.uuid and pg.role = 'OWNER')`.execute(db);
}
