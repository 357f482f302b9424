import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { CANNOT_REACT, NOT_A_REACTION } from '../../server/chat/react.ts';
import { RATE_LIMITED_MESSAGE, scaledMutationLimits } from '../../server/graphql/mutationLimits.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl, graphql, startTestApp, wsClient } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { waitFor } from './chatSync.ts';

type Reaction = { emoji: string; count: number; viewerHasReacted: boolean };
type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

const REACT = `mutation ($r: String!, $s: Int!, $e: String!, $on: Boolean!) {
  chatRoomMessageReact(input: { roomId: $r, seqId: $s, emoji: $e, reacted: $on }) {
    message { seqId reactions { emoji count viewerHasReacted } }
  }
}`;

function react(app: App, member: Member, roomId: string, seqId: number, emoji: string, reacted = true) {
  return graphql<{ chatRoomMessageReact: { message: { reactions: Reaction[] } } }>(app, member.token, REACT, {
    r: roomId,
    s: seqId,
    e: emoji,
    on: reacted,
  });
}

async function reactionsSeenBy(app: App, member: Member, roomId: string, seqId: number) {
  const answer = await graphql<{ chatRoom: { messages: { edges: { node: { seqId: number; reactions: Reaction[] } }[] } } }>(
    app,
    member.token,
    'query ($r: String!) { chatRoom(roomId: $r) { messages(last: 50) { edges { node { seqId reactions { emoji count viewerHasReacted } } } } } }',
    { r: roomId },
  );
  return answer.data!.chatRoom.messages.edges.find((edge) => edge.node.seqId === seqId)!.node.reactions;
}

/** Few enough for the limit to be reached cheaply; more than any one member reacts in the other cases. */
const REACTIONS_PER_MINUTE = 12;

const refusal = (answer: Answer) => answer.errors?.[0]?.message;

/** A private room between two members with one message from the first; its id. */
async function roomWithMessage(app: App, from: Member, to: Member, text = 'Hello') {
  const roomId = (await createRoom(app, from, to)).data!.chatRoomCreatePrivate.room.uuid;
  await send(app, from, roomId, text);
  return roomId;
}

/** The room's events as one member's subscription receives them. */
function followRoom(app: App, member: Member, roomId: string) {
  const client = wsClient(app, member.token);
  const events: { kind: string; profileId: string | null; reaction: unknown; message: { node: { reactions: Reaction[] } } | null }[] = [];
  let ready: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  client.subscribe(
    {
      query: `subscription ($r: String!) { chatRoom(roomId: $r) {
        kind profileId reaction { emoji added } message { node { seqId reactions { emoji count viewerHasReacted } } }
      } }`,
      variables: { r: roomId },
    },
    {
      next: ({ data }) => {
        const event = (data as { chatRoom: (typeof events)[number] }).chatRoom;
        if (event.kind === 'ROOM_UPDATED') ready();
        else events.push(event);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return { events, started, dispose: () => client.dispose() };
}

describe.each(backends)('chat reactions ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let roomId: string;

  beforeAll(async () => {
    const reactLimit = { perMember: REACTIONS_PER_MINUTE, perIp: 1000, windowMs: 60_000 };
    app = await startTestApp({ postgres, mutationLimits: { ...scaledMutationLimits(100), chatRoomMessageReact: reactLimit } });
    [alice, bob] = await Promise.all([newMember(app, 'alice@example.com'), newMember(app, 'bob@example.com')]);
    roomId = await roomWithMessage(app, alice, bob, 'Hi Bob');
    await send(app, bob, roomId, 'Hi Alice');
  });
  afterAll(() => app?.stop());

  it('keeps one reaction per member per emoji, counts them, and takes one back', async () => {
    expect(refusal(await react(app, alice, roomId, 2, '❤️'))).toBeUndefined();
    const again = await react(app, alice, roomId, 2, '❤️');
    expect(again.data!.chatRoomMessageReact.message.reactions).toEqual([{ emoji: '❤️', count: 1, viewerHasReacted: true }]);
    await react(app, bob, roomId, 2, '🔥');
    await react(app, bob, roomId, 2, '❤️');
    // In the list's order, whoever reacted first; each member sees whether they are among them.
    expect(await reactionsSeenBy(app, bob, roomId, 2)).toEqual([
      { emoji: '❤️', count: 2, viewerHasReacted: true },
      { emoji: '🔥', count: 1, viewerHasReacted: true },
    ]);
    expect(await reactionsSeenBy(app, alice, roomId, 2)).toEqual([
      { emoji: '❤️', count: 2, viewerHasReacted: true },
      { emoji: '🔥', count: 1, viewerHasReacted: false },
    ]);
    await react(app, alice, roomId, 2, '❤️', false);
    const twice = await react(app, alice, roomId, 2, '❤️', false);
    expect(twice.data!.chatRoomMessageReact.message.reactions).toEqual([
      { emoji: '❤️', count: 1, viewerHasReacted: false },
      { emoji: '🔥', count: 1, viewerHasReacted: false },
    ]);
  });

  it('refuses an emoji not in the list in member words, and stores nothing', async () => {
    for (const emoji of ['🍆', 'heart', '', '❤️❤️']) {
      const answer = await react(app, alice, roomId, 1, emoji);
      expect(refusal(answer)).toBe(NOT_A_REACTION);
      expect(answer.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await reactionsSeenBy(app, alice, roomId, 1)).toEqual([]);
  });

  it('tells the other member live, with the counts as they see them', async () => {
    const feed = followRoom(app, bob, roomId);
    await feed.started;
    await react(app, alice, roomId, 1, '😂');
    await waitFor(() => feed.events.length === 1);
    await feed.dispose();
    const [event] = feed.events;
    expect(event).toMatchObject({ kind: 'MESSAGE_REACTIONS', reaction: { emoji: '😂', added: true } });
    expect(event.profileId).not.toBeNull();
    expect(event.message!.node.reactions).toEqual([{ emoji: '😂', count: 1, viewerHasReacted: false }]);
  });

  it('refuses a stranger, a request not yet accepted, and a message that does not exist', async () => {
    const [stranger, carol] = await Promise.all([newMember(app, 'stranger@example.com'), newMember(app, 'carol@example.com')]);
    expect(refusal(await react(app, stranger, roomId, 1, '👍'))).toContain('not allowed');
    // Nor can a stranger read a message's reactions through node().
    const ids = await graphql<{ chatRoom: { messages: { edges: { node: { id: string } }[] } } }>(
      app,
      alice.token,
      'query ($r: String!) { chatRoom(roomId: $r) { messages(first: 1) { edges { node { id } } } } }',
      { r: roomId },
    );
    const byNode = 'query ($id: ID!) { node(id: $id) { ... on ChatRoomMessage { reactions { emoji count } } } }';
    const messageId = ids.data!.chatRoom.messages.edges[0].node.id;
    expect((await graphql(app, stranger.token, byNode, { id: messageId })).data).toEqual({ node: null });
    expect((await graphql(app, bob.token, byNode, { id: messageId })).data).toEqual({ node: { reactions: [{ emoji: '😂', count: 1 }] } });
    const request = await roomWithMessage(app, alice, carol);
    expect(refusal(await react(app, carol, request, 1, '👍'))).toBe('Accept this chat request before reacting to its messages.');
    expect(refusal(await react(app, alice, roomId, 99, '👍'))).toBe('That message does not exist.');
    expect(await reactionsSeenBy(app, alice, request, 1)).toEqual([]);
    expect(await reactionsSeenBy(app, alice, roomId, 1)).toEqual([{ emoji: '😂', count: 1, viewerHasReacted: true }]);
  });

  it('refuses a deleted message, a departure line, and a room the other member or the reactor left', async () => {
    const [frank, gina] = await Promise.all([newMember(app, 'frank@example.com'), newMember(app, 'gina@example.com')]);
    const room = await roomWithMessage(app, frank, gina, 'first');
    await send(app, gina, room, 'second');
    await send(app, frank, room, 'third');
    await graphql(app, frank.token, 'mutation ($r: String!) { chatRoomMessageDelete(input: {roomId: $r, seqId: 3}) { message { id } } }', {
      r: room,
    });
    expect(refusal(await react(app, gina, room, 3, '😢'))).toBe(CANNOT_REACT);
    await graphql(app, gina.token, 'mutation ($r: String!) { chatRoomLeave(input: {roomId: $r}) { deletedRoomId } }', { r: room });
    expect(refusal(await react(app, gina, room, 1, '😢'))).toContain('not allowed');
    expect(refusal(await react(app, frank, room, 4, '😢'))).toBe(CANNOT_REACT);
    expect(refusal(await react(app, frank, room, 2, '😢'))).toBe('The other member has left this chat.');
  });

  it('refuses both members of a blocked pair, and the reaction stays untold', async () => {
    const [dave, erin] = await Promise.all([newMember(app, 'dave@example.com'), newMember(app, 'erin@example.com')]);
    const room = await roomWithMessage(app, dave, erin);
    await graphql(app, dave.token, 'mutation ($u: String!) { userBlockProfile(input: {uuid: $u}) { viewer { id } } }', { u: erin.id });
    expect(refusal(await react(app, erin, room, 1, '❤️'))).toContain('not allowed');
    expect(refusal(await react(app, dave, room, 1, '❤️'))).toContain('not allowed');
    await graphql(app, dave.token, 'mutation ($u: String!) { userUnblockProfile(input: {uuid: $u}) { viewer { id } } }', { u: erin.id });
    expect(await reactionsSeenBy(app, dave, room, 1)).toEqual([]);
  });

  it('limits how often a member reacts', async () => {
    const [hana, ivan] = await Promise.all([newMember(app, 'hana@example.com'), newMember(app, 'ivan@example.com')]);
    const room = await roomWithMessage(app, hana, ivan);
    const answers = [];
    for (let i = 0; i <= REACTIONS_PER_MINUTE; i += 1) answers.push(await react(app, hana, room, 1, '👍', i % 2 === 0));
    expect(answers.slice(0, REACTIONS_PER_MINUTE).flatMap((answer) => answer.errors ?? [])).toEqual([]);
    expect(refusal(answers[REACTIONS_PER_MINUTE])).toBe(RATE_LIMITED_MESSAGE);
    // The last one that ran took the reaction back; the refused one added nothing.
    expect(await reactionsSeenBy(app, hana, room, 1)).toEqual([]);
  });
});

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('chat reactions across two server processes sharing PostgreSQL and Redis', () => {
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

  it('tells a subscriber on the other process of a reaction', async () => {
    const alice = await newMember(first, 'alice@example.com');
    const bob = await newMember(second, 'bob@example.com');
    const roomId = await roomWithMessage(first, alice, bob);
    const feed = followRoom(second, bob, roomId);
    await feed.started;
    await react(first, alice, roomId, 1, '🔥');
    await waitFor(() => feed.events.length === 1);
    await feed.dispose();
    expect(feed.events[0]).toMatchObject({ kind: 'MESSAGE_REACTIONS', reaction: { emoji: '🔥', added: true } });
    expect(feed.events[0].message!.node.reactions).toEqual([{ emoji: '🔥', count: 1, viewerHasReacted: false }]);
  });
});
