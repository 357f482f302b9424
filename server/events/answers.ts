import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { eventVisibleSql } from './access.ts';
import { noticeEventPromoted } from './notices.ts';

/** Counts the event's answers again, inside the change that moved them, so no list ever counts. */
export async function recountAnswers(trx: DB, uuid: string) {
  await sql`update events e set
      going_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'GOING'),
      interested_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'INTERESTED'),
      waiting_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'WAITING_LIST')
    where e.uuid = ${uuid}::uuid`.execute(trx);
}

/**
 * Moves the first waiting members who may still see the event to Going while places are free, in the order they asked
 * (answered_at, then answer_seq), and tells them. Runs under the event's row lock (eventForWrite) with the counts current; answers the
 * members promoted.
 */
export async function promoteWaiting(trx: DB, uuid: string): Promise<string[]> {
  const event = await trx
    .selectFrom('events')
    .select(['capacity', 'going_count', 'cancelled_at', 'end_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  if (event.cancelled_at !== null || new Date(event.end_at).getTime() <= Date.now()) return [];
  const free = event.capacity === null ? null : event.capacity - event.going_count;
  if (free !== null && free <= 0) return [];
  // Only members who may still see the event (the one rule, eventVisibleSql) take a freed place: one the host
  // blocked or hid since, who moved to the other pool or whose account is suspended keeps their entry but is passed over.
  let waiting = trx
    .selectFrom('profile_events as pe')
    .innerJoin('profiles as p', 'p.id', 'pe.profile_id')
    .innerJoin('events as e', 'e.uuid', 'pe.event_uuid')
    .select('pe.profile_id')
    .where('pe.event_uuid', '=', uuid)
    .where('pe.status', '=', 'WAITING_LIST')
    .where(eventVisibleSql({ alias: 'p' }, 'e'))
    .orderBy('pe.answered_at')
    .orderBy('pe.answer_seq');
  if (free !== null) waiting = waiting.limit(free);
  const promoted = (await waiting.execute()).map((row) => row.profile_id);
  if (promoted.length === 0) return [];
  await trx
    .updateTable('profile_events')
    .set({ status: 'GOING', is_waiting_list: false })
    .where('event_uuid', '=', uuid)
    .where('profile_id', 'in', promoted)
    .execute();
  await recountAnswers(trx, uuid);
  await noticeEventPromoted(trx, uuid, promoted);
  return promoted;
}
