import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, graphql, logIn, startTestApp, wsClient } from './harness.ts';

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
    // The login happens on one process and the token works on the other: both read one database.
    const token = await logIn(first, 'shared@example.com');
    const client = wsClient(first, token);
    const received = new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { connectionTest(channel: "scale") { message } }' },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    const publisher = setInterval(
      () => graphql(second, token, 'mutation { publishConnectionTest(input: {channel: "scale", message: "from-second"}) { ok } }'),
      100,
    );
    try {
      expect(await received).toEqual({ data: { connectionTest: { message: 'from-second' } } });
    } finally {
      clearInterval(publisher);
      await client.dispose();
    }
  });
});
