import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, notAllowed, notFound } from '../errors.ts';
import { EVENT_ENDED, EVENT_NOT_FOUND } from './access.ts';
import { promoteWaiting, recountAnswers } from './answers.ts';
import { eventForWrite } from './target.ts';

const ANSWERS: readonly string[] = ['GOING', 'INTERESTED', 'NONE'];

/**
 * The viewer's answer to an event: GOING (on the waiting list when every place is taken), INTERESTED or NONE. All in
 * one transaction with the event's row held, so fifty members answering Going at once on ten places give exactly ten
 * Going and forty waiting, in the order their answers were taken. Leaving Going frees a place for the first waiting.
 * Going or Interested needs the event's rsvpPermission (not cancelled, not ended, no block or hide with the host, the
 * viewer's pool, After Dark only with the opt-in, onboarded); leaving, an event the viewer may see that has not
 * ended. An event the viewer may not see reads as missing for every answer. Answers the viewer's status after it.
 */
export async function answerEvent(db: DB, viewer: ProfileRow, eventUuid: string, status: string) {
  if (!ANSWERS.includes(status)) throw badInput('Choose Going, Interested or Not going.');
  return db.transaction().execute(async (trx) => {
    const target = await eventForWrite(trx, viewer, eventUuid);
    if (!target) throw notFound(EVENT_NOT_FOUND);
    const was = target.answer?.status ?? 'NONE';
    if (status === 'NONE') {
      if (was !== 'NONE' && new Date(target.event.end_at).getTime() <= Date.now()) throw badInput(EVENT_ENDED);
    } else {
      if (!target.rsvp.allowed) throw notAllowed(target.rsvp.reason ?? EVENT_NOT_FOUND);
      // Asking for Going again keeps one's place, on the list or on the waiting list.
      if (status === 'GOING' && was === 'WAITING_LIST') return was;
    }
    if (status === was) return was;
    await trx.deleteFrom('profile_events').where('event_uuid', '=', eventUuid).where('profile_id', '=', viewer.id).execute();
    let now = 'NONE';
    if (status !== 'NONE') {
      const { event } = target;
      const full = status === 'GOING' && event.capacity !== null && event.going_count >= event.capacity;
      now = status === 'GOING' ? (full ? 'WAITING_LIST' : 'GOING') : 'INTERESTED';
      // The time the answer was taken under the lock (not the transaction's start), so the waiting list's order is
      // the order the answers were judged in; answer_seq, drawn by the insert, breaks ties.
      await sql`insert into profile_events (profile_id, event_uuid, status, is_waiting_list, answered_at)
        values (${viewer.id}::uuid, ${eventUuid}::uuid, ${now}, ${now === 'WAITING_LIST'}, clock_timestamp())`.execute(trx);
    }
    await recountAnswers(trx, eventUuid);
    if (was === 'GOING') await promoteWaiting(trx, eventUuid);
    return now;
  });
}
