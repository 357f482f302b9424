import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { noticeEventCancelled } from './notices.ts';
import { planEventReminders } from './reminders.ts';
import { eventForWrite } from './target.ts';
import { checkManageable } from './update.ts';

/**
 * Marks the event cancelled (it stays readable, marked, for those who could see it), raises the calendar file's
 * sequence so a re-download cancels the entry, tells the attendees (EVENT_CANCELLED) and drops its reminders, in
 * one transaction. Only the host or a host-group moderator, and never once it is cancelled or has ended.
 */
export async function cancelEvent(db: DB, viewer: ProfileRow, eventUuid: string) {
  await db.transaction().execute(async (trx) => {
    const target = await eventForWrite(trx, viewer, eventUuid);
    checkManageable(target);
    await markCancelled(trx, eventUuid);
  });
}

/** The cancellation itself, for the host's cancel and staff removing a reported event: answers whether it changed. */
export async function markCancelled(trx: DB, eventUuid: string) {
  const now = new Date();
  const changed = await trx
    .updateTable('events')
    .set({ cancelled_at: now, updated_at: now, sequence: sql<number>`sequence + 1` })
    .where('uuid', '=', eventUuid)
    .where('cancelled_at', 'is', null)
    .returning('uuid')
    .executeTakeFirst();
  if (!changed) return false;
  await noticeEventCancelled(trx, eventUuid);
  await planEventReminders(trx, eventUuid);
  return true;
}
