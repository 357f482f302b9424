import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { dropJobs, planJob, type JobRow } from '../jobs/queue.ts';
import { queueAnnouncement } from '../notifications/announcements.ts';
import { storeEventNotifications } from './notices.ts';

export const REMINDER_JOB = 'EVENT_REMINDER';

const HOUR_MS = 60 * 60 * 1000;

/** The two reminders of an event, by how long before its beginning they fire. */
export const REMINDERS = { DAY: 24 * HOUR_MS, HOUR: HOUR_MS } as const;
export type ReminderBefore = keyof typeof REMINDERS;

export interface ReminderPayload {
  eventUuid: string;
  before: ReminderBefore;
}

export const reminderKey = (eventUuid: string, before: ReminderBefore) => `${REMINDER_JOB}:${before}:${eventUuid}`;

/**
 * (Re)plans the event's reminders from its current begin_at, in the caller's transaction: a day and an hour before.
 * A new time moves them (and makes a fired one due again); a cancelled or missing event has none. A reminder whose
 * time has already passed is not planned anew (an event made or moved to begin within the hour gets no day-before
 * reminder), but one already planned for that very time stays, so a reminder owed while the servers were down
 * still fires.
 */
export async function planEventReminders(db: DB, eventUuid: string): Promise<void> {
  const event = await db.selectFrom('events').select(['begin_at', 'cancelled_at']).where('uuid', '=', eventUuid).executeTakeFirst();
  const keys = (Object.keys(REMINDERS) as ReminderBefore[]).map((before) => reminderKey(eventUuid, before));
  if (!event || event.cancelled_at) return dropJobs(db, keys);
  const now = Date.now();
  for (const before of Object.keys(REMINDERS) as ReminderBefore[]) {
    const key = reminderKey(eventUuid, before);
    const runAt = new Date(new Date(event.begin_at).getTime() - REMINDERS[before]);
    if (runAt.getTime() > now) {
      await planJob(db, { kind: REMINDER_JOB, key, runAt, payload: { eventUuid, before } satisfies ReminderPayload });
    } else {
      await db.deleteFrom('jobs').where('key', '=', key).where('run_at', '<>', runAt).execute();
    }
  }
}

/**
 * Fires one reminder inside the job's transaction: GOING and INTERESTED attendees who may still see the event and
 * its host are notified, unless it was cancelled or has begun (a reminder owed while every server was down fires
 * on start only if the event is still ahead). A day-before reminder that comes due within the last hour (servers
 * were down) gives way to the hour-before one rather than firing both.
 */
export async function fireEventReminder(trx: DB, job: JobRow) {
  const { eventUuid, before } = job.payload as ReminderPayload;
  const event = await trx
    .selectFrom('events')
    .select([
      'cancelled_at',
      sql<boolean>`begin_at > now()`.as('ahead'),
      sql<boolean>`begin_at <= now() + interval '1 hour'`.as('within_hour'),
    ])
    .where('uuid', '=', eventUuid)
    .executeTakeFirst();
  if (!event || event.cancelled_at || !event.ahead) return;
  if (before === 'DAY' && event.within_hour) return;
  await queueAnnouncement(trx, await storeEventNotifications(trx, eventUuid, 'EVENT_REMINDER', { statuses: ['GOING', 'INTERESTED'] }));
}
