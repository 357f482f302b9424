import { request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { BUSY_MESSAGE } from '../../server/http/workGate.ts';
import { backends, graphql, logIn, startTestApp, statementsOf, wsClient } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';

const QUERY = JSON.stringify({ query: '{ viewer { profile { displayName } } }' });

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/**
 * A GraphQL request whose body is held back: the server has started it (it waits for the body), so it holds a
 * place until `finish()` sends the rest.
 */
function heldRequest(app: App, token: string, headers: Record<string, string> = {}) {
  let resolveAnswer: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (resolveAnswer = resolve));
  const req: ClientRequest = request(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(QUERY),
      authorization: `Bearer ${token}`,
      ...headers,
    },
  });
  req.on('response', (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (body += chunk));
    res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
  });
  req.flushHeaders();
  req.write(QUERY.slice(0, 5));
  return { answer, finish: () => req.end(QUERY.slice(5)) };
}

async function health(app: App) {
  const response = await fetch(`${app.url}/healthz`);
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; graphql: { inFlight: number; queued: number; shed: number } },
  };
}

/** Waits (by asking /healthz, not by sleeping) until the server reports this much GraphQL work. */
async function untilLoad(app: App, inFlight: number, queued: number) {
  for (;;) {
    const { body } = await health(app);
    if (body.graphql.inFlight === inFlight && body.graphql.queued === queued) return body;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(backends)('shedding load ($name)', ({ postgres }) => {
  let app: App;
  let member: Member;
  beforeAll(async () => {
    // One request at a time and one waiting; the queue's time limit is far beyond any test's own wait. Every request
    // comes from this machine's one address, so the retry throttle (tested below) would hold the retries.
    app = await startTestApp({
      postgres,
      workLimits: { maxInFlight: 1, maxQueued: 1, maxQueueMs: 600_000 },
      env: { RETRY_THROTTLE: 'false' },
    });
    member = await createMember(app, { name: 'Busy Bee' });
  });
  afterAll(() => app?.stop());

  it('answers 503 with Retry-After at once past its limit, over HTTP and websockets, while /healthz keeps answering', async () => {
    const first = heldRequest(app, member.token);
    await untilLoad(app, 1, 0);
    const second = heldRequest(app, member.token);
    await untilLoad(app, 1, 1);

    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: QUERY,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Snoot is busy right now. Please try again in a moment.', extensions: { code: 'OVERLOADED', retryAfterSeconds: 1 } },
      ],
    });

    const healthy = await health(app);
    expect(healthy.status).toBe(200);
    expect(healthy.body).toMatchObject({ ok: true, graphql: { inFlight: 1, queued: 1, shed: 1 } });

    // A query over graphql-ws waits for the same gate: with HTTP's places full, it is told the server is busy.
    const client = wsClient(app, member.token);
    const overSocket = await new Promise<unknown>((resolve, reject) => {
      client.subscribe({ query: '{ viewer { profile { displayName } } }' }, { next: resolve, error: reject, complete: () => undefined });
    });
    expect(overSocket).toEqual({
      errors: [expect.objectContaining({ message: BUSY_MESSAGE, extensions: { code: 'OVERLOADED', retryAfterSeconds: 1 } })],
    });
    await client.dispose();

    // The held requests finish in turn, and the server takes work again.
    first.finish();
    expect(await first.answer).toMatchObject({ status: 200 });
    second.finish();
    expect(await second.answer).toMatchObject({ status: 200 });
    const after = await graphql<{ viewer: { profile: { displayName: string } } }>(
      app,
      member.token,
      '{ viewer { profile { displayName } } }',
    );
    expect(after.data?.viewer.profile.displayName).toBe('Busy Bee');
    expect((await health(app)).body.graphql).toEqual({ inFlight: 0, queued: 0, shed: 2 });
  });

  it('drops the queued query of a socket that closes before its turn', async () => {
    const first = heldRequest(app, member.token);
    await untilLoad(app, 1, 0);
    const client = wsClient(app, member.token);
    client.subscribe(
      { query: '{ viewer { profile { displayName } } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    await untilLoad(app, 1, 1);
    await client.dispose();
    await untilLoad(app, 1, 0);
    first.finish();
    expect(await first.answer).toMatchObject({ status: 200 });
    await untilLoad(app, 0, 0);
  });

  it('frees the place of a request whose client goes away', async () => {
    const held = request(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 1000 } });
    held.on('error', () => undefined);
    held.flushHeaders();
    await untilLoad(app, 1, 0);
    held.destroy();
    await untilLoad(app, 0, 0);
  });
});

describe('a request that waits too long for its turn', () => {
  let app: App;
  let member: Member;
  beforeAll(async () => {
    app = await startTestApp({ workLimits: { maxInFlight: 1, maxQueued: 5, maxQueueMs: 50 } });
    member = await createMember(app);
  });
  afterAll(() => app?.stop());

  it('is answered 503 with Retry-After instead of waiting on', async () => {
    const first = heldRequest(app, member.token);
    await untilLoad(app, 1, 0);
    const waiting = heldRequest(app, member.token);
    waiting.finish();
    expect(await waiting.answer).toMatchObject({ status: 503, retryAfter: '1' });
    first.finish();
    expect(await first.answer).toMatchObject({ status: 200 });
  });
});

describe('a client that ignores Retry-After', () => {
  let app: App;
  let member: Member;
  beforeAll(async () => {
    // Addresses are told apart by X-Forwarded-For, as behind the operator's proxy.
    app = await startTestApp({ workLimits: { maxInFlight: 1, maxQueued: 0, maxQueueMs: 600_000 }, env: { TRUST_PROXY: 'true' } });
    member = await createMember(app);
  });
  afterAll(() => app?.stop());

  const from = (address: string) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, 'x-forwarded-for': address },
      body: QUERY,
    });

  it('is held, unread, while the gate is busy, and takes the first place no one queued for', async () => {
    const held = heldRequest(app, member.token, { 'x-forwarded-for': '203.0.113.1' });
    await untilLoad(app, 1, 0);
    expect((await from('203.0.113.2')).status).toBe(503);

    let early: Promise<Response> | undefined;
    const statements = await statementsOf(app, false, async () => {
      early = from('203.0.113.2');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    // Neither in the gate's queue nor at the database while its wait lasts; another address still gets the gate's answer.
    expect(statements).toEqual([]);
    expect((await health(app)).body.graphql).toEqual({ inFlight: 1, queued: 0, shed: 1 });
    expect((await from('203.0.113.3')).status).toBe(503);

    held.finish();
    expect(await held.answer).toMatchObject({ status: 200 });
    // Once the gate has room it is answered like any other request, not refused.
    const answer = await early!;
    expect(answer.status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(200);
  });
});

describe('/healthz beside a long request on PGlite', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    // The whole demo community, so a home-grid search takes long enough to be caught in flight.
    app = await startTestApp({ seed: true, seedProfiles: 2000 });
    token = await logIn(app, 'member@example.com');
  });
  afterAll(() => app?.stop());

  it('answers while a home-grid search is still running, not after it', async () => {
    const GRID = '{ profileSearch(first: 60) { edges { node { uuid displayName primaryImage { image { url(width: 374) } } } } } }';
    // PGlite answers each query through promises alone; without a turn of the event loop between queries, no
    // other connection is served until the whole search ends, and /healthz would never see it in flight.
    for (let attempt = 0; attempt < 20; attempt++) {
      let searching = true;
      const search = graphql(app, token, GRID).finally(() => (searching = false));
      while (searching) {
        const { body } = await health(app);
        if (body.graphql.inFlight === 1 && searching) {
          await search;
          return;
        }
      }
      expect((await search).errors).toBeUndefined();
    }
    throw new Error('/healthz never answered while a search was running');
  });
});
