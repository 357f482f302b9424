import { sql, type RawBuilder } from 'kysely';
import { samePoolSql } from '../profiles/poolSql.ts';
import { permitsSql } from '../search/sqlPermits.ts';

/**
 * Whether the profile row `p` (another member: a notification's actor, a liker) may reach the member row
 * `me` at all, judged now: not gone, in the same age pool, no block either way, not hidden by `me`, and
 * `p`'s own "who may view my profile" admits `me`. The same rules as accessTo() and the profile search,
 * in SQL so a page, its cursor and the unread count all agree.
 */
export function actorVisibleSql(): RawBuilder<boolean> {
  return sql<boolean>`(
    p.deleted_at is null and p.banned_at is null and p.onboarded_at is not null
    and ${samePoolSql('p', 'me')}
    and not exists (select 1 from blocks b where b.blocker_id = me.id and b.blocked_id = p.id)
    and not exists (select 1 from blocks b where b.blocker_id = p.id and b.blocked_id = me.id)
    and not exists (select 1 from profile_hides h where h.profile_id = me.id and h.hidden_id = p.id)
    and ${permitsSql('view_profile', sql`me.id`)}
  )`;
}

/** A room notification counts only while `me` is still in that room and the room is open to both pools' rules. */
export function roomStillOpenSql(): RawBuilder<boolean> {
  return sql<boolean>`(n.room_id is null or exists (
    select 1 from chat_participants cp where cp.room_id = n.room_id and cp.profile_id = me.id and cp.status <> 'LEFT'
  ))`;
}
