import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl, graphql, logIn, startTestApp } from './harness.ts';
import { authorize, tokenRequest } from './oidcFlow.ts';
import { openSocket, stillAnswers } from './sessionSockets.ts';

const LOGOUT = 'mutation { logout { ok } }';

describe.each(backends)('sessions end everywhere at once ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ seed: true, postgres });
  });
  afterAll(() => app?.stop());

  it('logout closes the open socket of that token, and its subscriptions stop', async () => {
    const token = await logIn(app, 'member@example.com');
    const otherTab = await logIn(app, 'member@example.com');
    const socket = await openSocket(app, token);
    const elsewhere = await openSocket(app, otherTab);
    const subscription = new Promise<string>((resolve) => {
      socket.client.subscribe(
        { query: 'subscription { chatRooms { kind } }' },
        { next: () => resolve('event'), error: () => resolve('ended'), complete: () => resolve('ended') },
      );
    });

    expect((await graphql(app, token, LOGOUT)).data).toEqual({ logout: { ok: true } });

    expect(await socket.closed).toEqual({ code: 4401, reason: 'Logged out' });
    expect(await subscription).toBe('ended');
    await expect(openSocket(app, token)).rejects.toThrow('4403');
    // Only that token's session ended: the member's other login keeps its socket.
    expect(await stillAnswers(elsewhere)).toBeTruthy();
    await elsewhere.client.dispose();
  });

  it('refuses subscriptions over plain HTTP, whose event streams no logout could end', async () => {
    const token = await logIn(app, 'vip@example.com');
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'subscription { chatRooms { kind } }' }),
      // An upper bound only: a stream that stays open fails the test instead of hanging it.
      signal: AbortSignal.timeout(10_000),
    });
    expect(await response.text()).toContain('Subscriptions are only available over the websocket.');
  });

  it('deleting the account closes every socket of the member', async () => {
    const first = await logIn(app, 'gone@example.com');
    const second = await logIn(app, 'gone@example.com');
    const sockets = [await openSocket(app, first), await openSocket(app, second)];
    const deleted = await graphql(app, first, 'mutation { deleteAccount(input: {confirm: true}) { ok } }');
    expect(deleted.errors).toBeUndefined();
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: 4401, reason: 'Account deleted' });
    // The token it held opens no new socket either.
    await expect(openSocket(app, first)).rejects.toThrow('4403');
  });

  it("a banned member's token opens no socket, though it did before the ban", async () => {
    const token = await logIn(app, 'banned-socket@example.com');
    const before = await openSocket(app, token);
    await before.client.dispose();
    await app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('email', '=', 'banned-socket@example.com').execute();
    await expect(openSocket(app, token)).rejects.toThrow('4403');
  });

  it('revoking a single sign-on grant closes the sockets of its access tokens', async () => {
    const flow = await authorize(app, 'team@example.com');
    const { body } = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    });
    const socket = await openSocket(app, String(body.access_token));
    const revoked = await fetch(flow.metadata.revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'web', token: String(body.refresh_token), token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Sign-in revoked' });
  });

  it('logging out of a single sign-on session closes its socket', async () => {
    const flow = await authorize(app, 'vip@example.com');
    const { body } = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    });
    const token = String(body.access_token);
    const socket = await openSocket(app, token);
    await graphql(app, token, LOGOUT);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Logged out' });
  });
});

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('sessions end on every server process (PostgreSQL and Redis)', () => {
  let first: App;
  let second: App;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    first = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL, seed: true });
    second = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('logout through one process closes the socket held by the other', async () => {
    const token = await logIn(first, 'member@example.com');
    const socket = await openSocket(second, token);
    await graphql(first, token, LOGOUT);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Logged out' });
  });

  it('revoking a single sign-on grant through one process closes its socket on the other', async () => {
    const flow = await authorize(first, 'team@example.com');
    const { body } = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    });
    const socket = await openSocket(second, String(body.access_token));
    const revoked = await fetch(flow.metadata.revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'web', token: String(body.refresh_token), token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Sign-in revoked' });
  });

  it('deleting the account through one process closes its sockets on the other', async () => {
    const token = await logIn(first, 'leaving@example.com');
    const socket = await openSocket(second, token);
    await graphql(first, token, 'mutation { deleteAccount(input: {confirm: true}) { ok } }');
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Account deleted' });
  });
});
