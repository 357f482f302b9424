import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { maySeeSql } from '../privacy/rules.ts';
import { permitsSql } from '../search/sqlPermits.ts';
import { isUuid } from '../uuid.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';
import { eventVisibleSql, type EventStatus } from './access.ts';

export const MAX_ATTENDEE_PAGE = 100;

export type AttendeeEntry = ProfileRow & {
  event_uuid: string;
  status: string;
  answered_at: Date;
  answer_seq: string;
  /** answered_at in whole microseconds since 1970, as text: the database keeps more than a Date does. */
  answered_us: string;
};

/**
 * Whether the viewer may see the attendee row `p` of the event row `e`: oneself always; anyone else only when maySee
 * admits the viewer (present, same pool, no block either way, "who may view my profile"), neither hid the other, the
 * attendee's own "who may see my events" admits the viewer, and the attendee may see the event by its rule too (so
 * nobody shows in a list across a block or pool line with the host).
 */
function attendeeListedSql(viewer: ProfileRow) {
  return sql<boolean>`(p.id = ${viewer.id} or (${maySeeSql({ row: viewer })}
    and not exists (select 1 from profile_hides h where h.profile_id = ${viewer.id} and h.hidden_id = p.id)
    and not exists (select 1 from profile_hides h where h.profile_id = p.id and h.hidden_id = ${viewer.id})
    and ${permitsSql('view_events', viewer.id)}
    and ${eventVisibleSql({ alias: 'p' }, 'e')}))`;
}

export function attendeeCursor(entry: AttendeeEntry) {
  return packCursor(entry.answered_us, entry.answer_seq);
}

function parseCursor(cursor: string) {
  const [us, seq] = unpackCursor(cursor);
  if (!/^-?[0-9]{1,18}$/.test(us ?? '') || !/^[1-9][0-9]{0,17}$/.test(seq ?? '')) return null;
  return { us: us!, seq: seq! };
}

/**
 * An event's attendees with one answer as the viewer may see them (the caller has checked the viewer may see the
 * event), in the order they answered: for the waiting list, its order.
 */
export async function pageOfAttendees(
  db: DB,
  viewer: ProfileRow,
  eventUuid: string,
  status: Exclude<EventStatus, 'NONE'>,
  first?: number | null,
  after?: string | null,
) {
  const limit = Math.max(1, Math.min(MAX_ATTENDEE_PAGE, Math.trunc(first ?? 30) || 30));
  if (!isUuid(eventUuid)) return { page: [] as AttendeeEntry[], hasNextPage: false };
  let query = db
    .selectFrom('profile_events as pe')
    .innerJoin('profiles as p', 'p.id', 'pe.profile_id')
    .innerJoin('events as e', 'e.uuid', 'pe.event_uuid')
    .selectAll('p')
    .select(['pe.event_uuid', 'pe.status', 'pe.answered_at', 'pe.answer_seq'])
    .select(sql<string>`(extract(epoch from pe.answered_at) * 1000000)::bigint::text`.as('answered_us'))
    .where('pe.event_uuid', '=', eventUuid)
    .where('pe.status', '=', status)
    .where(attendeeListedSql(viewer));
  const cursor = after ? parseCursor(after) : null;
  if (cursor)
    query = query.where(sql<boolean>`(pe.answered_at, pe.answer_seq)
    > (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.seq}::bigint)`);
  const rows = (await query
    .orderBy('pe.answered_at')
    .orderBy('pe.answer_seq')
    .limit(limit + 1)
    .execute()) as AttendeeEntry[];
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}
