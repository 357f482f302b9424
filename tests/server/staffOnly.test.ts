import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { MUTATION_LIMITS, RATE_LIMITED_MESSAGE } from '../../server/graphql/mutationLimits.ts';
import { STAFF_ONLY_FIELDS, STAFF_ONLY_MESSAGE } from '../../server/graphql/staffOnly.ts';
import { backends, graphql, startTestApp, wsClient } from './harness.ts';
import { outcomeOf } from './operationOutcome.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { contract, rootFieldOperations } from './schemaWalk.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

const PUBLISH = 'mutation ($c: String!, $m: String!) { publishConnectionTest(input: {channel: $c, message: $m}) { ok } }';
const LISTEN = 'subscription ($c: String!) { connectionTest(channel: $c) { channel message } }';

type Heard = { connectionTest: { channel: string; message: string } };

const publish = (app: App, member: Member, channel: string, message: string) =>
  graphql(app, member.token, PUBLISH, { c: channel, m: message });
const listen = (app: App, member: Member, channel: string) => new SubscriptionFeed<Heard>(app, member.token, LISTEN, { c: channel });
const codes = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.map((error) => error.extensions?.code);

interface Feed {
  received: unknown[];
  ended: boolean;
}

/** `count` connection-test subscriptions of one member over one socket, and a way to add more. */
function listenOnOneSocket(app: App, member: Member, channel: string, count: number) {
  const client = wsClient(app, member.token);
  const feeds: Feed[] = [];
  const listen = (more: number) =>
    Array.from({ length: more }, () => {
      const feed: Feed = { received: [], ended: false };
      client.subscribe(
        { query: LISTEN, variables: { c: channel } },
        { next: (value) => feed.received.push(value), error: () => (feed.ended = true), complete: () => (feed.ended = true) },
      );
      return feed;
    });
  feeds.push(...listen(count));
  return { feeds, listen, dispose: () => client.dispose() };
}

/** How many connection-test subscriptions the member started within the limit's window. */
async function subscriptionStarts(app: App, member: Member) {
  const rows = await app.services.db
    .selectFrom('rate_limit_hits')
    .select('key')
    .where('key', '=', `connectionTest:member:${member.id}`)
    .execute();
  return rows.length;
}

/** Every root field schema.graphql marks "Staff only". */
function markedStaffOnly() {
  const roots = [contract.getQueryType()!, contract.getMutationType()!, contract.getSubscriptionType()!];
  return roots.flatMap((root) =>
    Object.values(root.getFields())
      .filter((field) => field.description?.startsWith('Staff only'))
      .map((field) => `${root.name}.${field.name}`),
  );
}

describe('staff-only fields', () => {
  it('are exactly the ones schema.graphql marks "Staff only", the connection test among them', () => {
    expect([...STAFF_ONLY_FIELDS].sort()).toEqual(markedStaffOnly().sort());
    expect(STAFF_ONLY_FIELDS).toContain('Mutation.publishConnectionTest');
    expect(STAFF_ONLY_FIELDS).toContain('Subscription.connectionTest');
  });
});

describe.each(backends)('debug tools are staff tools on $name', ({ postgres }) => {
  let app: App;
  let staff: Member;
  let otherStaff: Member;
  let callers: Record<string, Member>;

  beforeAll(async () => {
    // The real limits, not the relaxed ones other tests use.
    app = await startTestApp({ postgres, mutationLimits: MUTATION_LIMITS });
    staff = await createMember(app, { roles: ['TEAM'] });
    otherStaff = await createMember(app, { roles: ['TEAM'] });
    callers = {
      adult: await createMember(app, { age: 30 }),
      minor: await createMember(app, { age: 16 }),
      supporter: await createMember(app, { roles: ['SUPPORTER'] }),
      vip: await createMember(app, { roles: ['SUPPORTER_VIP'] }),
    };
  });
  afterAll(() => app?.stop());

  it('refuses every staff-only field to every member who is not staff, and to a token that is not valid', async () => {
    const operations = rootFieldOperations().filter((operation) => STAFF_ONLY_FIELDS.has(operation.field));
    expect(operations).toHaveLength(STAFF_ONLY_FIELDS.size);
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const operation of operations) {
      for (const [who, caller] of Object.entries(callers)) {
        answers[`${operation.field} by ${who}`] = await outcomeOf(app, caller.token, operation);
        expected[`${operation.field} by ${who}`] = { codes: ['FORBIDDEN'], hasData: false };
      }
      if (operation.kind !== 'subscription') {
        answers[`${operation.field} without a valid token`] = await outcomeOf(app, 'not-a-token', operation);
        expected[`${operation.field} without a valid token`] = { codes: ['UNAUTHENTICATED'], hasData: false };
      }
    }
    expect(answers).toEqual(expected);
  });

  it("keeps the connection test from members: their pings reach no one and they hear nobody's", async () => {
    const staffEar = listen(app, staff, 'members-test');
    // Taken once a staff ping arrives (a subscription says nothing until something happens).
    await staffEar.repeatUntil(
      () => publish(app, otherStaff, 'members-test', 'staff ping'),
      (feed) => feed.received.length > 0,
    );
    const heardBefore = staffEar.received.length;

    const memberEar = listen(app, callers.minor, 'members-test');
    await memberEar.until((feed) => feed.ended);
    expect(memberEar.received).toEqual([
      { errors: [expect.objectContaining({ message: STAFF_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } })] },
    ]);

    const fromMember = await publish(app, callers.adult, 'members-test', 'hello from a member');
    expect(fromMember).toEqual({ errors: [expect.objectContaining({ message: STAFF_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } })] });
    // The next message the staff subscriber hears is the next staff ping: the member's never went out.
    expect((await publish(app, otherStaff, 'members-test', 'after the member')).errors).toBeUndefined();
    await staffEar.until((feed) => feed.received.length > heardBefore);
    expect(staffEar.received.slice(heardBefore).map((event) => event.connectionTest.message)).toEqual(['after the member']);
    await Promise.all([staffEar.dispose(), memberEar.dispose()]);
  });

  it('limits the pings of staff too: 30 a minute', async () => {
    const { perMember } = MUTATION_LIMITS.publishConnectionTest;
    expect(perMember).toBe(30);
    const answers = [];
    for (let ping = 0; ping < perMember; ping++) answers.push(codes(await publish(app, staff, 'limits', `ping ${ping}`)));
    expect(answers).toEqual(Array(perMember).fill(undefined));
    const refused = await publish(app, staff, 'limits', 'one too many');
    expect(refused.errors).toEqual([expect.objectContaining({ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } })]);
  });

  it('limits the subscriptions of staff too: 30 a minute', async () => {
    const listener = await createMember(app, { roles: ['TEAM'] });
    const pinger = await createMember(app, { roles: ['TEAM'] });
    // One socket carries them all: a member may hold only a few sockets at once.
    const socket = listenOnOneSocket(app, listener, 'limits-subscriptions', 30);
    // Each start is counted where every server process sees it; once all thirty are, one ping reaches them all.
    await expect.poll(() => subscriptionStarts(app, listener), { timeout: 15_000 }).toBe(30);
    while (!socket.feeds.every((feed) => feed.received.length > 0)) {
      await publish(app, pinger, 'limits-subscriptions', 'ping');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [extra] = socket.listen(1);
    await expect.poll(() => extra.ended, { timeout: 15_000 }).toBe(true);
    expect(extra.received).toEqual([
      { errors: [expect.objectContaining({ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } })] },
    ]);
    expect(socket.feeds.filter((feed) => feed.ended)).toEqual([]);
    await socket.dispose();
  });
});
