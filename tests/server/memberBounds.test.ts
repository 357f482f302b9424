import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { TOO_MANY_CLOSE_CODE, TOO_MANY_REASONS } from '../../server/graphql/socketLimits.ts';
import { findOrCreateAccountByEmail } from '../../server/auth/accounts.ts';
import { issueAccessToken } from '../../server/auth/tokens.ts';
import { startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';

const SEARCH = 'query ($filters: ProfileSearchFilters) { profileSearch(filters: $filters, first: 30) { edges { node { uuid } } } }';
const VIEWER = '{ viewer { profile { displayName } } }';

/** A GraphQL request whose body is already written, timed from sending to the parsed answer. */
async function postBody(app: App, token: string, body: string) {
  const started = performance.now();
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: response.status, body: answer, ms: performance.now() - started };
}

const post = (app: App, token: string, query: string, variables?: Record<string, unknown>) =>
  postBody(app, token, JSON.stringify({ query, variables }));

const socketUrl = (app: App) => `${app.url.replace('http', 'ws')}/graphql`;

/** A raw graphql-ws socket, acknowledged for `token`. */
async function openSocket(app: App, token: string) {
  const socket = new WebSocket(socketUrl(app), 'graphql-transport-ws');
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  await new Promise<void>((resolve) => socket.once('message', () => resolve()));
  return socket;
}

/** How a socket ends: its close code and reason, or the id of the first operation answered, whichever comes first. */
function firstOutcome(socket: WebSocket) {
  return new Promise<{ closed?: { code: number; reason: string }; answered?: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ closed: { code, reason: reason.toString() } }));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; id?: string };
      if (message.type === 'next') resolve({ answered: message.id });
    });
  });
}

describe('one member cannot stall everyone', () => {
  let app: App;
  let attacker: Member;
  let bystander: Member;
  beforeAll(async () => {
    app = await startTestApp();
    attacker = await createMember(app, { name: 'Flood Fox' });
    bystander = await createMember(app, { name: 'Quiet Quokka' });
  });
  afterAll(() => app?.stop());

  it('refuses a 50,000-item filter list at once, and another member is answered meanwhile', async () => {
    const quiet = await post(app, bystander.token, VIEWER);
    const genders = Array.from({ length: 50_000 }, (_, i) => `gender ${i}`);
    const attackBody = JSON.stringify({ query: SEARCH, variables: { filters: { genders } } });
    // One alone is refused well under a second; then four at once, while the other member asks.
    const alone = await postBody(app, attacker.token, attackBody);
    expect(alone.ms).toBeLessThan(1000);
    const attack = Array.from({ length: 4 }, () => postBody(app, attacker.token, attackBody));
    const during = await post(app, bystander.token, VIEWER);
    const refused = await Promise.all(attack);

    for (const answer of [alone, ...refused]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        errors: [
          expect.objectContaining({
            message: 'Please choose at most 50 genders.',
            extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
          }),
        ],
      });
    }
    expect(during.body).toEqual({ data: { viewer: { profile: { displayName: 'Quiet Quokka' } } } });
    expect(during.ms - quiet.ms).toBeLessThan(500);
    // Every choice the filters offer still fits.
    const offered = await post(app, attacker.token, SEARCH, { filters: { genders: ['Female', 'Male', 'Non-Binary'] } });
    expect(offered.body.errors).toBeUndefined();
  }, 60_000);

  it('refuses the same list sent over the websocket, and the socket stays open', async () => {
    const socket = await openSocket(app, attacker.token);
    const genders = Array.from({ length: 50_000 }, (_, i) => `gender ${i}`);
    const answer = new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
    socket.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: SEARCH, variables: { filters: { genders } } } }));
    expect(await answer).toEqual({
      id: 'big',
      type: 'error',
      payload: [
        expect.objectContaining({
          message: 'Please choose at most 50 genders.',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ],
    });
    const next = firstOutcome(socket);
    socket.send(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: VIEWER } }));
    expect(await next).toEqual({ answered: 'q' });
    socket.close();
  });

  it('refuses negative counts with 400, written in the query or sent as variables', async () => {
    const asks = [
      ['{ viewer { images(first: -1) { edges { cursor } } } }', 'images(first) cannot be negative.'],
      ['{ species(displayName: "fox", limit: -5) { id } }', 'species(limit) cannot be negative.'],
      ['{ species(displayName: "fox", offset: -1) { id } }', 'species(offset) cannot be negative.'],
      ['query ($o: Int) { profileOverview(search: "a", offset: $o) { uuid } }', 'profileOverview(offset) cannot be negative.'],
    ] as const;
    for (const [query, message] of asks) {
      const answer = await post(app, attacker.token, query, { o: -20 });
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('answers a malformed image id with 404, not a server error', async () => {
    const response = await fetch(`${app.url}/image/${'-'.repeat(36)}.jpeg`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Image not found');
  });

  it('closes a socket that opens 2,000 subscriptions, past its limit of 100', async () => {
    const socket = await openSocket(app, attacker.token);
    const outcome = firstOutcome(socket);
    for (let i = 0; i < 2_000 && socket.readyState === WebSocket.OPEN; i++) {
      socket.send(JSON.stringify({ id: `s${i}`, type: 'subscribe', payload: { query: 'subscription { notifications { __typename } }' } }));
    }
    // A query after the flood: answered if the socket were still taking operations.
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ id: 'last', type: 'subscribe', payload: { query: VIEWER } }));
    expect(await outcome).toEqual({ closed: { code: TOO_MANY_CLOSE_CODE, reason: TOO_MANY_REASONS.operations } });
    // The member's other sockets still work.
    const next = await openSocket(app, attacker.token);
    const answered = firstOutcome(next);
    next.send(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: VIEWER } }));
    expect(await answered).toEqual({ answered: 'q' });
    next.close();
  });
});

describe('in production, through a persisted search', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'snoot-persisted-')), 'persisted-queries.json');
    writeFileSync(file, JSON.stringify({ 'search-op': SEARCH }));
    app = await startTestApp({ env: { NODE_ENV: 'production', PERSISTED_OPERATIONS: file } });
    token = await issueAccessToken(app.services.db, (await findOrCreateAccountByEmail(app.services.db, 'flood@example.com'))!);
  });
  afterAll(() => app?.stop());

  it('refuses the 50,000-item list the same way', async () => {
    const genders = Array.from({ length: 50_000 }, (_, i) => `gender ${i}`);
    const started = performance.now();
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ documentId: 'search-op', variables: { filters: { genders } } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({
        message: 'Please choose at most 50 genders.',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('sockets per member', () => {
  let app: App;
  let members: Member[];
  beforeAll(async () => {
    app = await startTestApp({ env: { WS_SOCKETS_PER_MEMBER: '2' } });
    members = [await createMember(app)];
  });
  afterAll(() => app?.stop());

  it('closes a member’s socket past their limit, with the reason', async () => {
    const open = [await openSocket(app, members[0].token), await openSocket(app, members[0].token)];
    const third = new WebSocket(socketUrl(app), 'graphql-transport-ws');
    const closed = new Promise((resolve) => third.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    third.once('open', () => third.send(JSON.stringify({ type: 'connection_init', payload: { token: members[0].token } })));
    expect(await closed).toEqual({ code: TOO_MANY_CLOSE_CODE, reason: TOO_MANY_REASONS.member });
    for (const socket of open) socket.close();
  });
});

describe('sockets per address', () => {
  let app: App;
  let members: Member[];
  beforeAll(async () => {
    app = await startTestApp({ env: { WS_SOCKETS_PER_ADDRESS: '3' } });
    members = [await createMember(app), await createMember(app)];
  });
  afterAll(() => app?.stop());

  it('closes a socket past the address’s limit at once, and takes one again when another closes', async () => {
    const open = await Promise.all(members.concat(members[1]).map((member) => openSocket(app, member.token)));
    const fourth = new WebSocket(socketUrl(app), 'graphql-transport-ws');
    const closed = await new Promise((resolve) => fourth.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    expect(closed).toEqual({ code: TOO_MANY_CLOSE_CODE, reason: TOO_MANY_REASONS.address });

    const gone = new Promise((resolve) => open[0].once('close', resolve));
    open[0].close();
    await gone;
    // The server counts the closed socket out once it sees the close; a new one is then acknowledged.
    for (let attempt = 0; attempt < 50; attempt++) {
      const again = new WebSocket(socketUrl(app), 'graphql-transport-ws');
      const acked = await new Promise<boolean>((resolve) => {
        again.once('close', () => resolve(false));
        again.once('open', () => again.send(JSON.stringify({ type: 'connection_init', payload: { token: members[0].token } })));
        again.once('message', () => resolve(true));
      });
      if (acked) {
        again.close();
        break;
      }
      if (attempt === 49) throw new Error('the address never got a socket again');
    }
    for (const socket of open.slice(1)) socket.close();
  });
});
