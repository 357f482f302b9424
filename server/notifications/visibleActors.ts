import { sql, type RawBuilder } from 'kysely';
import { maySeeSql } from '../privacy/rules.ts';
import { discussionReadableSql } from '../groups/posts.ts';
import { eventVisibleSql } from '../events/access.ts';

/**
 * Whether the profile row `p` (another member: a notification's actor, a liker) may reach the member row
 * `me` at all, judged now: `me` may see `p` by the one rule (maySee: present, same age pool, no block, `p`'s
 * own "who may view my profile" admits `me`), and `me` has not hidden `p`. In SQL so a page, its cursor and
 * the unread count all agree.
 */
export function actorVisibleSql(): RawBuilder<boolean> {
  return sql<boolean>`(
    ${maySeeSql({ alias: 'me' })}
    and not exists (select 1 from profile_hides h where h.profile_id = me.id and h.hidden_id = p.id)
  )`;
}

/** A room notification counts only while `me` is still in that room and the room is open to both pools' rules. */
export function roomStillOpenSql(): RawBuilder<boolean> {
  return sql<boolean>`(n.room_id is null or exists (
    select 1 from chat_participants cp where cp.room_id = n.room_id and cp.profile_id = me.id and cp.status <> 'LEFT'
  ))`;
}

/**
 * A reply notification counts only while its thread stands and `me` may still read it: the group's discussion
 * open to them (its pool, After Dark, their block of the group, a ban, membership of a closed group).
 */
export function groupThreadStillOpenSql(): RawBuilder<boolean> {
  return sql<boolean>`(n.group_thread_id is null or exists (
    select 1 from group_threads gt join groups g on g.uuid = gt.group_uuid
    where gt.id = n.group_thread_id and gt.deleted_at is null and ${discussionReadableSql('me', 'g')}
  ))`;
}

/**
 * An event's notification counts only while `me` may still see the event (eventVisibleSql: its pool, After Dark,
 * blocks and hides with its host, a host suspended or gone), so a later block takes back what it announced.
 */
export function eventStillVisibleSql(): RawBuilder<boolean> {
  return sql<boolean>`(n.event_uuid is null or exists (
    select 1 from events e where e.uuid = n.event_uuid and ${eventVisibleSql({ alias: 'me' }, 'e')}
  ))`;
}
