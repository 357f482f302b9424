import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import { searchPlaces } from '../../server/geo/gazetteer.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { graphql } from './harness.ts';
import type { Member } from './profileFixtures.ts';

/** Test helpers for the events' mutations: making, changing and answering events through the API. */

export const eventId = (uuid: string) => toGlobalId('Event', uuid);

type Answer<T> = Awaited<ReturnType<typeof graphql<T>>>;

export function ok<T>(answer: Answer<T>): T {
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

export const errorOf = (answer: Answer<unknown>) => ({ code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message });

const HOUR = 60 * 60 * 1000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

let berlin: string | undefined;
export async function berlinPlaceId() {
  berlin ??= (await searchPlaces('Berlin', 1))[0]!.placeId;
  return berlin;
}

export const EVENT_FIELDS = `uuid displayName isCancelled capacity goingCount interestedCount waitingListCount viewerStatus
  viewerWaitingListPosition viewerCanManage eventBeginAt eventEndAt timeZone address`;

export interface EventView {
  uuid: string;
  displayName: string;
  isCancelled: boolean;
  capacity: number | null;
  goingCount: number;
  interestedCount: number;
  waitingListCount: number;
  viewerStatus: string;
  viewerWaitingListPosition: number | null;
  viewerCanManage: boolean;
  eventBeginAt: string;
  eventEndAt: string;
  timeZone: string;
  address: string | null;
}

export async function createEventAnswer(app: App, host: Member, input: Record<string, unknown> = {}) {
  return graphql<{ eventCreate: { event: EventView; viewer: { id: string } } }>(
    app,
    host.token,
    `mutation ($input: EventCreateInput!) { eventCreate(input: $input) { event { ${EVENT_FIELDS} } viewer { id } } }`,
    {
      input: {
        displayName: 'Saturday walk',
        description: 'A walk in the park.',
        eventBeginAt: hoursFromNow(48),
        eventEndAt: hoursFromNow(51),
        timeZone: 'Europe/Berlin',
        placeId: await berlinPlaceId(),
        ...input,
      },
    },
  );
}

export async function createEvent(app: App, host: Member, input: Record<string, unknown> = {}) {
  return ok(await createEventAnswer(app, host, input)).eventCreate.event.uuid;
}

/** eventRsvp by event uuid; the raw answer. */
export function rsvp(app: App, member: Member, uuid: string, status: string, id = eventId(uuid)) {
  return graphql<{ eventRsvp: { event: EventView } }>(
    app,
    member.token,
    `mutation ($input: EventRsvpInput!) { eventRsvp(input: $input) { event { ${EVENT_FIELDS} } viewer { id } } }`,
    { input: { eventId: id, status } },
  );
}

export function updateEvent(app: App, member: Member, uuid: string, changes: Record<string, unknown>, id = eventId(uuid)) {
  return graphql<{ eventUpdate: { event: EventView } }>(
    app,
    member.token,
    `mutation ($input: EventUpdateInput!) { eventUpdate(input: $input) { event { ${EVENT_FIELDS} } } }`,
    { input: { eventId: id, ...changes } },
  );
}

export function cancelEvent(app: App, member: Member, uuid: string, id = eventId(uuid)) {
  return graphql<{ eventCancel: { event: EventView } }>(
    app,
    member.token,
    `mutation ($input: EventIdInput!) { eventCancel(input: $input) { event { ${EVENT_FIELDS} } } }`,
    { input: { eventId: id } },
  );
}

export function reportEvent(app: App, member: Member, uuid: string, reason = 'HARASSMENT', id = eventId(uuid)) {
  return graphql<{ eventReport: { ok: boolean } }>(
    app,
    member.token,
    `
      mutation ($input: EventReportInput!) {
        eventReport(input: $input) {
          ok
        }
      }
    `,
    { input: { eventId: id, reason } },
  );
}

export async function eventSeenBy(app: App, viewer: Member, uuid: string) {
  return ok(
    await graphql<{ event: EventView | null }>(app, viewer.token, `query ($u: String!) { event(uuid: $u) { ${EVENT_FIELDS} } }`, {
      u: uuid,
    }),
  ).event;
}

/** The answers stored for an event, in waiting-list order (answered_at, then answer_seq). */
export async function answersOf(app: App, uuid: string) {
  return app.services.db
    .selectFrom('profile_events')
    .select(['profile_id', 'status', 'is_waiting_list', 'answered_at', 'answer_seq'])
    .where('event_uuid', '=', uuid)
    .orderBy('answered_at')
    .orderBy('answer_seq')
    .execute();
}

/** The event notifications a member holds, by kind. */
export async function eventNoticesOf(app: App, member: Member, uuid: string) {
  const rows = await app.services.db
    .selectFrom('notifications')
    .select('kind')
    .where('recipient_id', '=', member.id)
    .where('event_uuid', '=', uuid)
    .execute();
  return rows.map((row) => row.kind).sort();
}

export const block = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('blocks').values({ blocker_id: from.id, blocked_id: to.id }).execute();
export const hide = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('profile_hides').values({ profile_id: from.id, hidden_id: to.id }).execute();
