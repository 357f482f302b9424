import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { cancelEvent, createEvent, hoursFromNow, ok, rsvp, updateEvent } from './eventWritesHelpers.ts';
import { remindersOf } from './eventNoticeFixtures.ts';
import { like, untilLive } from './notificationFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

interface EventNotification {
  kind: string;
  count: number;
  link: string;
  actor: { uuid: string };
  event: { uuid: string; isCancelled: boolean } | null;
}

/** The member's event notifications as the notification centre reads them. */
async function eventNotifications(app: App, token: string) {
  const data = ok(
    await graphql<{ viewer: { notifications: { edges: { node: EventNotification }[] } } }>(
      app,
      token,
      '{ viewer { notifications(first: 20) { edges { node { kind count link actor { uuid } event { uuid isCancelled } } } } } }',
    ),
  );
  return data.viewer.notifications.edges.map((edge) => edge.node).filter((node) => node.kind.startsWith('EVENT_'));
}

describe.each(backends)('event notifications through the API on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres, env: { JOBS_TICK_MS: '3600000' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('a new time and a cancellation reach attendees, move and drop the reminders, and the preferences read back', async () => {
    const [host, fan] = [await createMember(app, { name: 'Host' }), await createMember(app, { name: 'Fan' })];
    const uuid = await createEvent(app, host);
    expect(await remindersOf(app, uuid)).toHaveLength(2);
    ok(await rsvp(app, fan, uuid, 'GOING'));

    const before = await remindersOf(app, uuid);
    ok(await updateEvent(app, host, uuid, { eventBeginAt: hoursFromNow(72), eventEndAt: hoursFromNow(74) }));
    const moved = await remindersOf(app, uuid);
    expect(moved).toHaveLength(2);
    expect(moved).not.toEqual(before);
    expect(await eventNotifications(app, fan.token)).toEqual([
      { kind: 'EVENT_CHANGED', count: 1, link: `/events/${uuid}`, actor: { uuid: host.id }, event: { uuid, isCancelled: false } },
    ]);

    ok(await cancelEvent(app, host, uuid));
    expect(await remindersOf(app, uuid)).toEqual([]);
    expect((await eventNotifications(app, fan.token)).map((node) => [node.kind, node.event?.isCancelled])).toEqual([
      ['EVENT_CANCELLED', true],
      ['EVENT_CHANGED', true],
    ]);
    // The host hears nothing of their own event.
    expect(await eventNotifications(app, host.token)).toEqual([]);

    const set = await graphql(
      app,
      fan.token,
      'mutation { notificationPreferencesSet(input: {eventChanges: false}) { viewer { notificationPreferences { eventChanges eventReminders } } } }',
    );
    expect(ok(set)).toEqual({
      notificationPreferencesSet: { viewer: { notificationPreferences: { eventChanges: false, eventReminders: true } } },
    });
  });

  it("a freed place reaches the promoted member's open tab at once, not at the job runner's next tick", async () => {
    // The runner's tick is an hour here: only the mutation waking it announces the place within the test.
    const [host, first, second, liker] = await Promise.all(['Host', 'First', 'Second', 'Liker'].map((name) => createMember(app, { name })));
    const uuid = await createEvent(app, host, { capacity: 2 });
    ok(await rsvp(app, first, uuid, 'GOING'));
    ok(await rsvp(app, second, uuid, 'GOING'));
    // A notification of the second member's own, so the feed can be seen to be live before the place frees.
    await like(app, liker, second);
    const feed = new SubscriptionFeed<{ notifications: { notification: { kind: string } } }>(
      app,
      second.token,
      'subscription { notifications { notification { kind } } }',
    );
    await untilLive(app, feed, second.id);
    ok(await rsvp(app, first, uuid, 'NONE'));
    await feed.until((live) => live.received.some((event) => event.notifications.notification.kind === 'EVENT_PROMOTED'));
    await feed.dispose();
  });
});
