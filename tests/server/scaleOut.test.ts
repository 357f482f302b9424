import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, graphql, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('two server processes sharing PostgreSQL and Redis', () => {
  let first: App;
  let second: App;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    first = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
    second = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('delivers an event published on one to a subscription on the other', async () => {
    // The login happens on one process and the token works on the other: both read one database. The connection
    // test is a staff tool, so the member is on the team.
    const { token } = await createMember(first, { roles: ['TEAM'] });
    const feed = new SubscriptionFeed(first, token, 'subscription { connectionTest(channel: "scale") { message } }');
    await feed.repeatUntil(
      () => graphql(second, token, 'mutation { publishConnectionTest(input: {channel: "scale", message: "from-second"}) { ok } }'),
      (heard) => heard.received.length > 0,
    );
    expect(feed.received[0]).toEqual({ connectionTest: { message: 'from-second' } });
    await feed.dispose();
  });
});
