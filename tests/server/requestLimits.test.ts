import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { MUTATION_LIMITS, RATE_LIMITED_MESSAGE } from '../../server/graphql/mutationLimits.ts';
import { TOO_LARGE_MESSAGE, TOO_SLOW_MESSAGE, withinBudget } from '../../server/graphql/budget.ts';
import { createMember } from './profileFixtures.ts';
import { graphql, startTestApp } from './harness.ts';
import { createRoom, newMember, type Member } from './chatHelpers.ts';

const SEND_LIMIT = 3;

/** One send of the room's message, for a selection written in any of the ways GraphQL allows. */
const send = (alias: string, id: string) =>
  `${alias}: chatRoomMessageSend(input: {roomId: $r, message: {content: "hello"}, clientMutationId: "${id}"}) { room { lastSeqId } }`;

describe('limits that cannot be dodged', () => {
  let app: App;
  let alice: Member;
  let roomId: string;
  beforeAll(async () => {
    app = await startTestApp({
      mutationLimits: { ...MUTATION_LIMITS, chatRoomMessageSend: { perMember: SEND_LIMIT, perIp: 1000, windowMs: 60_000 } },
    });
    alice = await newMember(app, 'limited.alice@example.com');
    const bob = await newMember(app, 'limited.bob@example.com');
    roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
  });
  afterAll(() => app?.stop());

  it('counts a rate-limited mutation inside inline and named fragments and under every alias', async () => {
    // Three sends in one operation: one aliased, one in an inline fragment, one in a named fragment.
    const three = await graphql(
      app,
      alice.token,
      `mutation ($r: String!) { ${send('a', 'one')} ... on Mutation { ${send('b', 'two')} } ...More }
       fragment More on Mutation { ${send('c', 'three')} }`,
      { r: roomId },
    );
    expect(three.errors).toBeUndefined();
    // That was the limit: a fourth, hidden in an inline fragment, is refused before it runs.
    const fourth = await graphql(app, alice.token, `mutation ($r: String!) { ... on Mutation { ${send('d', 'four')} } }`, { r: roomId });
    expect(fourth.errors?.[0]).toMatchObject({ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    expect(fourth.data).toBeUndefined();
  });

  it('refuses a 300 KB anonymous query at once with a 400 and a clear message, in development too', async () => {
    const query = `{ ${'viewer { isOnboarded } '.repeat(13_200)} }`;
    expect(query.length).toBeGreaterThan(300_000);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors).toEqual([
      expect.objectContaining({ message: TOO_LARGE_MESSAGE, extensions: expect.objectContaining({ code: 'QUERY_TOO_LARGE' }) }),
    ]);
  });

  it('answers an operation that outlives its time budget with an error, and one that finishes with its result', async () => {
    const never = await withinBudget(() => new Promise<never>(() => {}), 5);
    expect(never).toEqual({
      errors: [expect.objectContaining({ message: TOO_SLOW_MESSAGE, extensions: { code: 'TIMEOUT', http: { status: 503 } } })],
    });
    expect(await withinBudget(() => ({ data: { ok: true } }), 60_000)).toEqual({ data: { ok: true } });
  });
});

describe('a query past its time budget', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ env: { EXECUTION_BUDGET_MS: '1' } });
  });
  afterAll(() => app?.stop());

  it('is answered TIMEOUT, queries compiled by graphql-jit too', async () => {
    const member = await createMember(app);
    const answer = await graphql(app, member.token, '{ profileSearch(first: 30) { edges { node { uuid displayName } } } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([
      expect.objectContaining({ message: TOO_SLOW_MESSAGE, extensions: expect.objectContaining({ code: 'TIMEOUT' }) }),
    ]);
  });
});
