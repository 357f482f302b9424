import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { actorVisibleSql } from '../notifications/visibleActors.ts';
import { queueAnnouncement } from '../notifications/announcements.ts';
import { eventVisibleSql } from './access.ts';

export type EventNoticeKind = 'EVENT_CANCELLED' | 'EVENT_CHANGED' | 'EVENT_PROMOTED' | 'EVENT_REMINDER';

/** Everyone who answered the event: told of a cancellation or a new time. */
const ATTENDING = ['GOING', 'INTERESTED', 'WAITING_LIST'];

/**
 * Stores an event's notifications from its host to the attendees with one of `statuses` (or only `profileIds`
 * among them), in one statement inside the caller's transaction, so they commit or fail with the change they
 * report. A recipient must still see the event (eventVisibleSql: pool, After Dark, blocks and hides with the host,
 * present) and the host (actorVisibleSql: the profile rule and their own hides), as every notification's actor;
 * the host is never told of their own event. One unread notification a kind, event and member: a host who moves the
 * time ten times counts on one row (its count rising) rather than filling the list. Returns the rows' ids.
 */
export async function storeEventNotifications(
  db: DB,
  eventUuid: string,
  kind: EventNoticeKind,
  recipients: { statuses: string[]; profileIds?: string[] },
) {
  const only = recipients.profileIds ? sql`and pe.profile_id = any(${recipients.profileIds}::uuid[])` : sql``;
  const { rows } = await sql<{ id: string }>`
    insert into notifications (id, recipient_id, actor_id, kind, event_uuid, created_at)
    select gen_random_uuid(), me.id, p.id, ${kind}, e.uuid, now()
    from events e
    join profiles p on p.id = e.host_id
    join profile_events pe on pe.event_uuid = e.uuid
    join profiles me on me.id = pe.profile_id
    where e.uuid = ${eventUuid}::uuid and pe.status = any(${recipients.statuses}::text[]) ${only}
      and me.id <> p.id and ${eventVisibleSql({ alias: 'me' }, 'e')} and ${actorVisibleSql()}
    on conflict (recipient_id, event_uuid, kind) where event_uuid is not null and read_at is null
    do update set count = notifications.count + 1, created_at = excluded.created_at, actor_id = excluded.actor_id
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/** Stores and queues for announcing (open tabs, devices) once the caller's transaction commits. */
async function notice(db: DB, eventUuid: string, kind: EventNoticeKind, recipients: { statuses: string[]; profileIds?: string[] }) {
  await queueAnnouncement(db, await storeEventNotifications(db, eventUuid, kind, recipients));
}

/** The event was cancelled: everyone who answered it hears so (call after the cancellation is written). */
export async function noticeEventCancelled(db: DB, eventUuid: string): Promise<void> {
  await notice(db, eventUuid, 'EVENT_CANCELLED', { statuses: ATTENDING });
}

/** The event moved to another time: everyone who answered it hears so (call after the new time is written). */
export async function noticeEventChanged(db: DB, eventUuid: string): Promise<void> {
  await notice(db, eventUuid, 'EVENT_CHANGED', { statuses: ATTENDING });
}

/** These members moved from the waiting list to Going (call after the promotion is written; others are ignored). */
export async function noticeEventPromoted(db: DB, eventUuid: string, profileIds: string[]): Promise<void> {
  if (profileIds.length === 0) return;
  await notice(db, eventUuid, 'EVENT_PROMOTED', { statuses: ['GOING'], profileIds });
}
