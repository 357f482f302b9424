import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, logIn, startTestApp } from './harness.ts';
import { AD_ADULT, createMember, type Member } from './profileFixtures.ts';
import { answer, insertEvent } from './eventNoticeFixtures.ts';

/** iCalendar times are whole seconds. */
const toSecond = (at: Date | string) => new Date(Math.floor(new Date(at).getTime() / 1000) * 1000).toISOString();

/** Downloads the event's calendar file as the member's client does (their session's bearer token). */
async function download(app: App, member: Member | null, uuid: string) {
  const response = await fetch(`${app.url}/events/${uuid}.ics`, {
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The file read by a real iCalendar parser: its one event, with the time zones it carries registered. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    summary: event.summary,
    location: event.location,
    url: vevent.getFirstPropertyValue('url'),
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    begin: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

const hide = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('profile_hides').values({ profile_id: from.id, hidden_id: to.id }).execute();
const block = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('blocks').values({ blocker_id: from.id, blocked_id: to.id }).execute();

describe.each(backends)('the event calendar file on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres, env: { JOBS_TICK_MS: '3600000' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  const eventRow = (uuid: string) => app.services.db.selectFrom('events').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

  it('is an attachment a real parser reads: stable UID, the host’s zone, the address for those Going, a link to the page', async () => {
    const [host, going, interested] = [await createMember(app, { name: 'Host' }), await createMember(app), await createMember(app)];
    const uuid = await insertEvent(app, host, {
      name: 'Saturday walk',
      timeZone: 'Europe/Berlin',
      address: 'Tiergarten, by the Victory Column',
    });
    await answer(app, going, uuid, 'GOING');
    await answer(app, interested, uuid, 'INTERESTED');
    const row = await eventRow(uuid);

    const file = await download(app, going, uuid);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Saturday-walk.ics"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const event = parsed(file.text);
    expect(event).toEqual({
      uid: `${uuid}@snoot`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Saturday walk',
      location: 'Tiergarten, by the Victory Column, Berlin, Berlin, Germany',
      url: expect.stringMatching(new RegExp(`/events/${uuid}$`)),
      tzid: 'Europe/Berlin',
      begin: toSecond(row.begin_at),
      end: toSecond(row.end_at),
    });
    // Interested is not Going: the place, without the exact address.
    expect(parsed((await download(app, interested, uuid)).text).location).toBe('Berlin, Berlin, Germany');
    // The host manages the event: the address too.
    expect(parsed((await download(app, host, uuid)).text).location).toBe('Tiergarten, by the Victory Column, Berlin, Berlin, Germany');
  });

  it('keeps its UID across downloads; a new time raises SEQUENCE, a cancellation says CANCELLED', async () => {
    const [host, going] = [await createMember(app), await createMember(app)];
    const uuid = await insertEvent(app, host);
    await answer(app, going, uuid, 'GOING');
    const first = parsed((await download(app, going, uuid)).text);

    const later = new Date(Date.now() + 96 * 3_600_000);
    await app.services.db
      .updateTable('events')
      .set((eb) => ({ begin_at: later, end_at: new Date(later.getTime() + 3_600_000), sequence: eb('sequence', '+', 1) }))
      .where('uuid', '=', uuid)
      .execute();
    const moved = parsed((await download(app, going, uuid)).text);
    expect([moved.uid, moved.sequence, moved.begin, moved.status]).toEqual([first.uid, first.sequence + 1, toSecond(later), 'CONFIRMED']);

    await app.services.db
      .updateTable('events')
      .set((eb) => ({ cancelled_at: new Date(), sequence: eb('sequence', '+', 1) }))
      .where('uuid', '=', uuid)
      .execute();
    const cancelled = parsed((await download(app, going, uuid)).text);
    expect([cancelled.uid, cancelled.sequence, cancelled.status]).toEqual([first.uid, first.sequence + 2, 'CANCELLED']);
  });

  it('is the same 404 for whoever may not see the event, and for a malformed or unknown uuid; 401 without a session', async () => {
    const host = await createMember(app, { ...AD_ADULT, name: 'Host' });
    const [minor, notOptedIn, blockedByHost, blocker, hiddenByHost, hider, suspended] = await Promise.all([
      createMember(app, { age: 16 }),
      createMember(app),
      createMember(app),
      createMember(app),
      createMember(app),
      createMember(app),
      createMember(app),
    ]);
    const notOnboarded = { id: '', token: await logIn(app, `not-onboarded-${Date.now()}@example.com`) };
    const uuid = await insertEvent(app, host);
    const ad = await insertEvent(app, host, { isAd: true });
    await block(app, host, blockedByHost);
    await block(app, blocker, host);
    await hide(app, host, hiddenByHost);
    await hide(app, hider, host);
    await app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', suspended.id).execute();
    const refused = { minor, blockedByHost, blocker, hiddenByHost, hider, notOnboarded };
    for (const [who, member] of Object.entries(refused)) expect((await download(app, member, uuid)).status, who).toBe(404);
    expect((await download(app, notOptedIn, ad)).status).toBe(404);
    expect((await download(app, notOptedIn, uuid)).status).toBe(200);
    expect((await download(app, notOptedIn, 'not-a-uuid')).status).toBe(404);
    expect((await download(app, notOptedIn, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await download(app, null, uuid)).status).toBe(401);
    // A suspended member's session no longer counts at all.
    expect((await download(app, suspended, uuid)).status).toBe(401);
    // A suspended host's events are hidden, their file too.
    await app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', host.id).execute();
    expect((await download(app, notOptedIn, uuid)).status).toBe(404);
  });
});
