import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { missingRootResolvers, snootResolvers } from '../../server/graphql/schema.ts';
import { graphql, logIn, startTestApp, wsClient } from './harness.ts';

describe('the GraphQL endpoint', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await logIn(app, 'caller@example.com');
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
    const client = wsClient(app, token);
    const received = new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { connectionTest(channel: "default") { channel message } }' },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    // Publish until the subscription is live: subscribing is asynchronous and events are not replayed.
    const publisher = setInterval(() => graphql(app, token, 'mutation { publishConnectionTest(input: {}) { ok } }'), 100);
    try {
      expect(await received).toEqual({ data: { connectionTest: { channel: 'default', message: 'ping' } } });
    } finally {
      clearInterval(publisher);
      await client.dispose();
    }
  });
});
