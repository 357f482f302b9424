import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, graphql, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import { like, untilLive } from './notificationFixtures.ts';

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('notifications across two server processes sharing PostgreSQL and Redis', () => {
  let first: App;
  let second: App;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    // Started together, so both race to create the VAPID key pair.
    [first, second] = await Promise.all([
      startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL }),
      startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL }),
    ]);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('both sign push with one key pair, and a like on one reaches a bell on the other', async () => {
    const [ana, ben] = [await createMember(first, { name: 'Ana' }), await createMember(second, { name: 'Ben' })];
    const keyQuery = '{ viewer { pushPublicKey } }';
    const [keyOne, keyTwo] = await Promise.all([graphql(first, ben.token, keyQuery), graphql(second, ben.token, keyQuery)]);
    expect(keyOne.data).toEqual(keyTwo.data);
    expect(keyOne.data).toEqual({ viewer: { pushPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) } });

    await like(first, ana, ben);
    const feed = new SubscriptionFeed<{ notifications: { unreadCount: number; notification: { kind: string } } }>(
      second,
      ben.token,
      'subscription { notifications { unreadCount notification { kind actor { displayName } } } }',
    );
    // Announced through the first process's Redis connection, heard by the subscriber on the second.
    await untilLive(first, feed, ben.id);
    expect(feed.received[0]).toEqual({ notifications: { unreadCount: 1, notification: { kind: 'LIKE', actor: { displayName: 'Ana' } } } });
    const carl = await createMember(first, { name: 'Carl' });
    await like(first, carl, ben);
    await feed.until((f) => f.received.some((event) => event.notifications.unreadCount === 2));
    await feed.dispose();
  });
});
