import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { missingRootResolvers, snootResolvers } from '../../server/graphql/schema.ts';
import { graphql, startTestApp, wsClient } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

describe('the GraphQL endpoint', () => {
  let app: App;
  let token: string;
  let staffToken: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await createMember(app)).token;
    // The connection test is a staff tool (tests/server/staffOnly.test.ts has who else is refused).
    staffToken = (await createMember(app, { roles: ['TEAM'] })).token;
  });
  afterAll(() => app?.stop());

  it('answers viewer null without a token and UNAUTHENTICATED for a bad one', async () => {
    expect((await graphql(app, null, '{ viewer { id } }')).data).toEqual({ viewer: null });
    expect((await graphql(app, 'forged-token', '{ viewer { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('resolves every query, mutation and subscription of schema.graphql', () => {
    expect(missingRootResolvers(snootResolvers)).toEqual([]);
    expect(missingRootResolvers({ Query: {}, Mutation: {}, Subscription: {} })).toContain('Mutation.likeProfile');
  });

  it('resolves the viewer by its global id through node()', async () => {
    const { data } = await graphql<{ viewer: { id: string } }>(app, token, '{ viewer { id } }');
    const node = await graphql(app, token, 'query ($id: ID!) { node(id: $id) { __typename id } }', { id: data!.viewer.id });
    expect(node.data).toEqual({ node: { __typename: 'Viewer', id: data!.viewer.id } });
  });

  it('refuses a websocket without a valid token', async () => {
    const client = wsClient(app, 'forged-token');
    const result = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { connectionTest { message } }' },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    expect((result as { code?: number }).code).toBe(4403);
    await client.dispose();
  });

  it('delivers a published connection test to a subscriber', async () => {
    const feed = new SubscriptionFeed(app, staffToken, 'subscription { connectionTest(channel: "default") { channel message } }');
    // Publish until the subscription is live: subscribing is asynchronous and events are not replayed.
    await feed.repeatUntil(
      () => graphql(app, staffToken, 'mutation { publishConnectionTest(input: {}) { ok } }'),
      (heard) => heard.received.length > 0,
    );
    expect(feed.received[0]).toEqual({ connectionTest: { channel: 'default', message: 'ping' } });
    await feed.dispose();
  });
});
