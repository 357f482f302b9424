import { randomUUID } from 'node:crypto';
import type { App } from '../../server/app.ts';
import type { Member } from './profileFixtures.ts';

/** Test helpers for events' notifications, reminders and calendar file: events and answers written as rows. */

const HOUR = 60 * 60 * 1000;

export interface EventSetup {
  beginInHours?: number;
  lengthHours?: number;
  isAd?: boolean;
  adultPool?: boolean;
  timeZone?: string;
  name?: string;
  address?: string | null;
}

/** An event hosted by `host`, as eventCreate stores one (the lists and rules read these columns). */
export async function insertEvent(app: App, host: Member, setup: EventSetup = {}) {
  const uuid = randomUUID();
  const begin = new Date(Date.now() + (setup.beginInHours ?? 48) * HOUR);
  await app.services.db
    .insertInto('events')
    .values({
      uuid,
      display_name: setup.name ?? 'Saturday walk',
      is_ad: setup.isAd ?? false,
      begin_at: begin,
      end_at: new Date(begin.getTime() + (setup.lengthHours ?? 2) * HOUR),
      image_uuid: null,
      description: 'A walk in the park.',
      time_zone: setup.timeZone ?? 'Europe/Berlin',
      adult_pool: setup.adultPool ?? true,
      place_id: null,
      place: 'Berlin',
      region: 'Berlin',
      country: 'Germany',
      country_code: 'DE',
      latitude: 52.52,
      longitude: 13.405,
      address: setup.address === undefined ? 'Tiergarten, by the Victory Column' : setup.address,
      capacity: null,
      host_id: host.id,
      host_group_uuid: null,
      created_at: new Date(),
      updated_at: new Date(),
      cancelled_at: null,
    })
    .execute();
  return uuid;
}

export type AnswerStatus = 'GOING' | 'INTERESTED' | 'WAITING_LIST';

/** A member's answer to an event. */
export async function answer(app: App, member: Member, eventUuid: string, status: AnswerStatus) {
  await app.services.db
    .insertInto('profile_events')
    .values({ profile_id: member.id, event_uuid: eventUuid, status, is_waiting_list: status === 'WAITING_LIST', answered_at: new Date() })
    .execute();
}

/** The notifications a member holds about an event, as "KIND×count", by kind. */
export async function noticesAbout(app: App, member: Member, eventUuid: string) {
  const rows = await app.services.db
    .selectFrom('notifications')
    .select(['kind', 'count', 'actor_id'])
    .where('recipient_id', '=', member.id)
    .where('event_uuid', '=', eventUuid)
    .orderBy('kind')
    .execute();
  return rows.map((row) => `${row.kind}×${row.count}`);
}

/** Runs `work` in a transaction, as the events' mutations call the notice and reminder functions. */
export function inTransaction(app: App, work: (trx: App['services']['db']) => Promise<void>) {
  return app.services.db.transaction().execute(work);
}

/** The reminder jobs planned for an event: "DAY@<ISO time>" (fired ones marked). */
export async function remindersOf(app: App, eventUuid: string) {
  const rows = await app.services.db
    .selectFrom('jobs')
    .select(['key', 'run_at', 'fired_at'])
    .where('key', 'like', `EVENT_REMINDER:%:${eventUuid}`)
    .orderBy('run_at')
    .execute();
  return rows.map((row) => `${row.key.split(':')[1]}@${new Date(row.run_at).toISOString()}${row.fired_at ? ' fired' : ''}`);
}

/** Makes the event's reminder due now (the database's clock decides what is due), instead of waiting for it. */
export async function makeDue(app: App, eventUuid: string, before: 'DAY' | 'HOUR') {
  await app.services.db
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000) })
    .where('key', '=', `EVENT_REMINDER:${before}:${eventUuid}`)
    .execute();
}
