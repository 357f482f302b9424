import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, notFound } from '../errors.ts';
import { cleanDetails, REPORT_REASONS, type ReportReason } from '../moderation/reports.ts';
import { eventAccess, EVENT_NOT_FOUND } from './access.ts';
import { markCancelled } from './cancel.ts';

/**
 * Files a report about an event to Snoot's moderation queue, naming its host and the event as evidence. Only an
 * event the reporter may see can be reported (anything else answers "not found", so a report never confirms a hidden
 * event exists), never one's own; the same report filed twice stays one entry.
 */
export async function reportEvent(
  db: DB,
  reporter: ProfileRow,
  eventUuid: string | null,
  input: { reason: ReportReason; details?: string | null },
) {
  if (!REPORT_REASONS.includes(input.reason)) throw badInput('Please choose a reason.');
  const details = cleanDetails(input.reason, input.details);
  const access = eventUuid ? await eventAccess(db, reporter, eventUuid) : null;
  // mayViewEvent holds only while the host's account is there, so a visible event always has one.
  const hostId = access?.event.host_id;
  if (!access || !hostId) throw notFound(EVENT_NOT_FOUND);
  if (hostId === reporter.id) throw badInput('You cannot report your own event.');
  const same = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporter.id)
    .where('event_uuid', '=', access.event.uuid)
    .where('reason', '=', input.reason)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  if (same) return;
  await db
    .insertInto('reports')
    .values({
      id: randomUUID(),
      reporter_id: reporter.id,
      profile_id: hostId,
      reason: input.reason,
      details,
      message_id: null,
      profile_image_id: null,
      image_uuid: null,
      event_uuid: access.event.uuid,
    })
    .execute();
}

/** A reported event as staff see it, whatever its rules say (pool, After Dark, blocks); null without one. */
export async function moderatedEvent(db: DB, report: { event_uuid: string | null }) {
  if (!report.event_uuid) return null;
  return (
    (await db
      .selectFrom('events')
      .select(['uuid', 'display_name', 'description', 'begin_at', 'cancelled_at'])
      .where('uuid', '=', report.event_uuid)
      .executeTakeFirst()) ?? null
  );
}

export type ModeratedEventRow = NonNullable<Awaited<ReturnType<typeof moderatedEvent>>>;

/**
 * Staff take a reported event away: it is cancelled (attendees told, EVENT_CANCELLED, as when its host cancels it)
 * in one transaction. Answers false when it was cancelled already.
 */
export async function removeEvent(db: DB, eventUuid: string) {
  return db.transaction().execute(async (trx) => markCancelled(trx, eventUuid));
}
