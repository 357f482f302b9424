import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { noticeEventCancelled, noticeEventChanged, noticeEventPromoted } from '../../server/events/notices.ts';
import { setPreferences } from '../../server/notifications/preferences.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { AD_ADULT, createMember, type Member } from './profileFixtures.ts';
import { browserSubscription, startFakePushService, PUSH_SUBSCRIPTION_ADD } from './fakePushService.ts';
import { answer, inTransaction, insertEvent, noticesAbout, type AnswerStatus } from './eventNoticeFixtures.ts';

const blockRow = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('blocks').values({ blocker_id: from.id, blocked_id: to.id }).execute();
const hideRow = (app: App, from: Member, to: Member) =>
  app.services.db.insertInto('profile_hides').values({ profile_id: from.id, hidden_id: to.id }).execute();

/** The member's unread count and the EVENT_* kinds their notification centre lists (what they would see). */
async function centreKinds(app: App, member: Member) {
  const rows = await app.services.db
    .selectFrom('notifications')
    .select('id')
    .where('recipient_id', '=', member.id)
    .where('event_uuid', 'is not', null)
    .execute();
  const { pageOfNotifications, unreadCount } = await import('../../server/notifications/notifications.ts');
  const { page } = await pageOfNotifications(app.services.db, member.id, 50);
  return {
    stored: rows.length,
    listed: page.filter((row) => row.event_uuid).map((row) => row.kind),
    unread: await unreadCount(app.services.db, member.id),
  };
}

describe.each(backends)('event notifications on $name', ({ postgres }) => {
  let app: App;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    [app, pushService] = await Promise.all([startTestApp({ postgres, env: { JOBS_TICK_MS: '3600000' } }), startFakePushService()]);
  });
  afterAll(async () => {
    await app?.stop();
    await pushService?.stop();
  });

  async function eventWith(host: Member, answers: [Member, AnswerStatus][], setup = {}) {
    const uuid = await insertEvent(app, host, setup);
    for (const [member, status] of answers) await answer(app, member, uuid, status);
    return uuid;
  }

  it('a cancellation reaches everyone Going, Interested or waiting, from the host, linking to the event; never the host', async () => {
    const [host, going, interested, waiting] = await Promise.all(
      ['Host', 'Going', 'Interested', 'Waiting'].map((name) => createMember(app, { name })),
    );
    const uuid = await eventWith(host, [
      [host, 'GOING'],
      [going, 'GOING'],
      [interested, 'INTERESTED'],
      [waiting, 'WAITING_LIST'],
    ]);
    await inTransaction(app, (trx) => noticeEventCancelled(trx, uuid));
    for (const member of [going, interested, waiting]) expect(await noticesAbout(app, member, uuid)).toEqual(['EVENT_CANCELLED×1']);
    expect(await noticesAbout(app, host, uuid)).toEqual([]);
    const { data } = await graphql<{ viewer: { notifications: { edges: { node: { link: string; actor: { uuid: string } } }[] } } }>(
      app,
      going.token,
      '{ viewer { notifications(first: 5) { edges { node { link actor { uuid } } } } } }',
    );
    expect(data!.viewer.notifications.edges.map((edge) => edge.node)).toEqual([{ link: `/events/${uuid}`, actor: { uuid: host.id } }]);
  });

  it('stores nothing when the change it reports rolls back', async () => {
    const [host, going] = [await createMember(app), await createMember(app)];
    const uuid = await eventWith(host, [[going, 'GOING']]);
    // What earlier tests queued is announced first, so any job left is this test's.
    await app.services.jobs.runDue();
    await expect(
      inTransaction(app, async (trx) => {
        await noticeEventCancelled(trx, uuid);
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect(await noticesAbout(app, going, uuid)).toEqual([]);
    expect(
      await app.services.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'ANNOUNCE_NOTIFICATIONS')
        .where('fired_at', 'is', null)
        .execute(),
    ).toEqual([]);
  });

  it('never reaches an attendee who blocked or hid the host, whom the host blocked or hid, of the other pool, without After Dark, or not present', async () => {
    const host = await createMember(app, { ...AD_ADULT, name: 'Host' });
    const [plain, blocker, blocked, hider, hidden, minor, notOptedIn, suspended, deleted] = await Promise.all([
      createMember(app, { name: 'Plain' }),
      createMember(app, { name: 'Blocker' }),
      createMember(app, { name: 'Blocked' }),
      createMember(app, { name: 'Hider' }),
      createMember(app, { name: 'Hidden' }),
      createMember(app, { age: 16, name: 'Minor' }),
      createMember(app, { name: 'Not opted in' }),
      createMember(app, { name: 'Suspended' }),
      createMember(app, { name: 'Deleted' }),
    ]);
    await blockRow(app, blocker, host);
    await blockRow(app, host, blocked);
    await hideRow(app, hider, host);
    await hideRow(app, host, hidden);
    await app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', suspended.id).execute();
    await app.services.db.updateTable('profiles').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
    const everyone = [plain, blocker, blocked, hider, hidden, minor, suspended, deleted];
    // An adults' event: a minor's answer (a stale row, say after an age correction) must not reach them.
    const uuid = await eventWith(host, [...everyone.map((member) => [member, 'GOING'] as [Member, AnswerStatus])]);
    await inTransaction(app, (trx) => noticeEventChanged(trx, uuid));
    const reached = [];
    for (const member of everyone) if ((await noticesAbout(app, member, uuid)).length) reached.push(member);
    expect(reached).toEqual([plain]);

    // After Dark: only adults who opted in.
    const adFan = await createMember(app, { ...AD_ADULT, name: 'Fan' });
    const ad = await eventWith(
      host,
      [
        [notOptedIn, 'GOING'],
        [adFan, 'GOING'],
      ],
      { isAd: true },
    );
    await inTransaction(app, (trx) => noticeEventCancelled(trx, ad));
    expect(await noticesAbout(app, notOptedIn, ad)).toEqual([]);
    expect(await noticesAbout(app, adFan, ad)).toEqual(['EVENT_CANCELLED×1']);
  });

  it('the host hiding the attendee or the attendee leaving After Dark after the notice takes it out of the list and the count', async () => {
    const host = await createMember(app, { ...AD_ADULT, name: 'Host' });
    const [fan, adFan] = [await createMember(app), await createMember(app, AD_ADULT)];
    const uuid = await eventWith(host, [[fan, 'GOING']]);
    const ad = await eventWith(host, [[adFan, 'GOING']], { isAd: true });
    await inTransaction(app, (trx) => noticeEventCancelled(trx, uuid));
    await inTransaction(app, (trx) => noticeEventCancelled(trx, ad));
    expect(await centreKinds(app, fan)).toEqual({ stored: 1, listed: ['EVENT_CANCELLED'], unread: 1 });
    expect(await centreKinds(app, adFan)).toEqual({ stored: 1, listed: ['EVENT_CANCELLED'], unread: 1 });
    // Only the event rule sees these: the host's hide of the attendee, and an After Dark event to one no longer opted in.
    await hideRow(app, host, fan);
    await app.services.db.updateTable('profiles').set({ is_ad_opt_in: false }).where('id', '=', adFan.id).execute();
    expect(await centreKinds(app, fan)).toEqual({ stored: 1, listed: [], unread: 0 });
    expect(await centreKinds(app, adFan)).toEqual({ stored: 1, listed: [], unread: 0 });
  });

  it('never reaches an attendee who may not see the host’s profile, as no notification does', async () => {
    const host = await createMember(app, { name: 'Private host', view_profile: 'PRIVATE' });
    const fan = await createMember(app);
    const uuid = await eventWith(host, [[fan, 'GOING']]);
    await inTransaction(app, (trx) => noticeEventCancelled(trx, uuid));
    expect(await noticesAbout(app, fan, uuid)).toEqual([]);
  });

  it('a host who moves the time again and again makes one unread notice a member, counting', async () => {
    const [host, fan] = [await createMember(app), await createMember(app)];
    const uuid = await eventWith(host, [[fan, 'INTERESTED']]);
    for (let i = 0; i < 5; i++) await inTransaction(app, (trx) => noticeEventChanged(trx, uuid));
    expect(await noticesAbout(app, fan, uuid)).toEqual(['EVENT_CHANGED×5']);
  });

  it('a promotion reaches only the promoted members, and only those now Going', async () => {
    const [host, promoted, stillWaiting, bystander] = [
      await createMember(app),
      await createMember(app),
      await createMember(app),
      await createMember(app),
    ];
    const uuid = await eventWith(host, [
      [promoted, 'GOING'],
      [stillWaiting, 'WAITING_LIST'],
      [bystander, 'GOING'],
    ]);
    await inTransaction(app, (trx) => noticeEventPromoted(trx, uuid, [promoted.id, stillWaiting.id]));
    expect(await noticesAbout(app, promoted, uuid)).toEqual(['EVENT_PROMOTED×1']);
    expect(await noticesAbout(app, stillWaiting, uuid)).toEqual([]);
    expect(await noticesAbout(app, bystander, uuid)).toEqual([]);
  });

  it('buzzes devices once the job runner announces it, in the event’s words and zone, as the member’s preference allows', async () => {
    const [host, fan, quiet] = [await createMember(app), await createMember(app), await createMember(app)];
    const devices = [];
    for (const [member, path] of [
      [fan, '/push/event-fan'],
      [quiet, '/push/event-quiet'],
    ] as const) {
      const device = browserSubscription(`${pushService.origin}${path}`);
      expect((await graphql(app, member.token, PUSH_SUBSCRIPTION_ADD, { i: device.input })).errors).toBeUndefined();
      devices.push(device);
    }
    await setPreferences(app.services.db, quiet.id, { eventChanges: false });
    const uuid = await eventWith(host, [
      [fan, 'GOING'],
      [quiet, 'GOING'],
    ]);
    const begin = new Date('2030-12-14T13:00:00Z');
    await app.services.db
      .updateTable('events')
      .set({ begin_at: begin, end_at: new Date(begin.getTime() + 3_600_000) })
      .where('uuid', '=', uuid)
      .execute();
    await inTransaction(app, (trx) => noticeEventChanged(trx, uuid));
    // Nothing is announced before the job runs (its tick is an hour here): the change's transaction only queued it.
    expect(pushService.received.filter((push) => push.path === '/push/event-fan')).toEqual([]);
    await app.services.jobs.runDue();
    await app.services.push.settled();
    const [fanDevice] = devices;
    expect(pushService.received.filter((push) => push.path === '/push/event-fan').map((push) => fanDevice!.open(push.body))).toEqual([
      {
        type: 'EVENT_CHANGED',
        title: 'Event moved',
        body: 'Saturday walk moved to Sat 14 Dec, 14:00.',
        link: `/events/${uuid}`,
        tag: `event-${uuid}`,
      },
    ]);
    expect(pushService.received.filter((push) => push.path === '/push/event-quiet')).toEqual([]);
    // The in-app list has it whatever the push preference says.
    expect(await noticesAbout(app, quiet, uuid)).toEqual(['EVENT_CHANGED×1']);
    // Announced once: running the jobs again sends nothing more.
    await app.services.jobs.runDue();
    await app.services.push.settled();
    expect(pushService.received.filter((push) => push.path === '/push/event-fan')).toHaveLength(1);
  });
});
