import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { planEventReminders } from '../../server/events/reminders.ts';
import { noticeEventCancelled } from '../../server/events/notices.ts';
import { dropPostgresDatabase, freshPostgresUrl, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { answer, inTransaction, insertEvent, makeDue } from './eventNoticeFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import { like, untilLive } from './notificationFixtures.ts';

const scaleOut = process.env.DATABASE_URL ? describe : describe.skip;

scaleOut('event reminders across two server processes sharing PostgreSQL', () => {
  let first: App;
  let second: App;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    // Both tick often, so they race for every due job.
    const env = { JOBS_TICK_MS: '20' };
    [first, second] = await Promise.all([
      startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL, env }),
      startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL, env }),
    ]);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('each due reminder and each announcement is done once, whichever process takes it', async () => {
    const host = await createMember(first, { name: 'Host' });
    const fans: Member[] = [];
    for (let i = 0; i < 4; i++) fans.push(await createMember(i % 2 ? first : second, { name: `Fan ${i}` }));
    const events: string[] = [];
    for (let i = 0; i < 12; i++) {
      const uuid = await insertEvent(first, host, { beginInHours: 48 + i });
      for (const fan of fans) await answer(first, fan, uuid, i % 2 ? 'GOING' : 'INTERESTED');
      await inTransaction(first, (trx) => planEventReminders(trx, uuid));
      events.push(uuid);
    }
    // All come due at once; both processes' runners (and a drain asked of each) race for them.
    for (const uuid of events) await makeDue(first, uuid, 'DAY');
    await Promise.all([first.services.jobs.runDue(), second.services.jobs.runDue()]);
    await Promise.all([first.services.jobs.runDue(), second.services.jobs.runDue()]);
    const rows = await first.services.db
      .selectFrom('notifications')
      .select(['recipient_id', 'event_uuid', 'count'])
      .where('kind', '=', 'EVENT_REMINDER')
      .where('event_uuid', 'in', events)
      .execute();
    // One row per fan and event, each counted once: a second firing would have raised a count.
    expect(rows).toHaveLength(events.length * fans.length);
    expect(rows.every((row) => row.count === 1)).toBe(true);
    const unfired = await first.services.db
      .selectFrom('jobs')
      .select('key')
      .where('fired_at', 'is', null)
      .where('run_at', '<=', new Date())
      .execute();
    expect(unfired).toEqual([]);
  });

  it('a cancellation written through one process is announced once to a bell open on the other', async () => {
    const host = await createMember(first, { name: 'Host' });
    const fan = await createMember(second, { name: 'Fan' });
    const uuid = await insertEvent(first, host);
    await answer(first, fan, uuid, 'GOING');
    const feed = new SubscriptionFeed<{ notifications: { notification: { kind: string; event: { uuid: string } | null } } }>(
      second,
      fan.token,
      'subscription { notifications { notification { kind event { uuid } } } }',
    );
    // A like from the host first, re-announced until the bell is live (a subscription says nothing until then).
    await like(first, host, fan);
    await untilLive(first, feed, fan.id);
    const cancellations = () => feed.received.filter((event) => event.notifications.notification.kind === 'EVENT_CANCELLED');
    await inTransaction(first, (trx) => noticeEventCancelled(trx, uuid));
    await Promise.all([first.services.jobs.runDue(), second.services.jobs.runDue()]);
    await feed.until(() => cancellations().length >= 1);
    await Promise.all([first.services.jobs.runDue(), second.services.jobs.runDue()]);
    // Heard once more would mean announced twice; another like shows the bell is still listening.
    const carl = await createMember(first, { name: 'Carl' });
    await like(first, carl, fan);
    const kinds = () => feed.received.map((event) => event.notifications.notification.kind);
    await feed.until(() => kinds().lastIndexOf('LIKE') > kinds().indexOf('EVENT_CANCELLED'));
    expect(cancellations().map((event) => event.notifications.notification)).toEqual([{ kind: 'EVENT_CANCELLED', event: { uuid } }]);
    await feed.dispose();
  });
});
