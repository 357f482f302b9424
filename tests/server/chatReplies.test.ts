import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { storeMessage } from '../../server/chat/messages.ts';
import { REPLY_REFUSED } from '../../server/chat/replies.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl, graphql, startTestApp, wsClient } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { waitFor } from './chatSync.ts';

const QUOTE = `replyTo { id seqId deletedAt profile { displayName } payload { ... on ChatMessageTextPayload { content } } }`;

interface Quote {
  id: string;
  seqId: number;
  deletedAt: string | null;
  profile: { displayName: string } | null;
  payload: { content?: string | null } | null;
}

function reply(app: App, from: Member, roomId: string, content: string, replyToId: string) {
  return graphql<{ chatRoomMessageSend: { messageEdge: { node: { id: string; seqId: number; replyTo: Quote | null } } } }>(
    app,
    from.token,
    `mutation ($r: String!, $c: String!, $id: String!, $q: ID) {
      chatRoomMessageSend(input: { roomId: $r, message: { content: $c }, clientMutationId: $id, replyToId: $q }) {
        messageEdge { node { id seqId ${QUOTE} } }
      }
    }`,
    { r: roomId, c: content, id: `${Math.random()}`, q: replyToId },
  );
}

async function lastSeqId(app: App, member: Member, roomId: string) {
  const answer = await graphql<{ chatRoom: { lastSeqId: number } }>(
    app,
    member.token,
    'query ($r: String!) { chatRoom(roomId: $r) { lastSeqId } }',
    {
      r: roomId,
    },
  );
  return answer.data!.chatRoom.lastSeqId;
}

/** A member's live room events, keeping the quote of each message that arrives. */
function followQuotes(app: App, member: Member, roomId: string) {
  const follower = { events: wsClient(app, member.token), subscribed: false, quotes: [] as (Quote | null)[] };
  follower.events.subscribe<{ chatRoom: { kind: string; message: { node: { replyTo: Quote | null } } | null } }>(
    { query: `subscription ($r: String!) { chatRoom(roomId: $r) { kind message { node { ${QUOTE} } } } }`, variables: { r: roomId } },
    {
      next: ({ data }) => {
        if (data?.chatRoom.kind === 'ROOM_UPDATED') follower.subscribed = true;
        if (data?.chatRoom.kind === 'MESSAGE') follower.quotes.push(data.chatRoom.message!.node.replyTo);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return follower;
}

async function messageNode(app: App, member: Member, id: string) {
  const answer = await graphql<{ node: { replyTo?: Quote | null; payload?: unknown } | null }>(
    app,
    member.token,
    `query ($id: ID!) { node(id: $id) { ... on ChatRoomMessage { payload { ... on ChatMessageTextPayload { content } } ${QUOTE} } } }`,
    { id },
  );
  return answer.data!.node;
}

describe.each(backends)('chat replies ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let stranger: Member;
  let roomId: string;
  let otherRoomId: string;
  let originalId: string;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob, stranger] = await Promise.all([
      newMember(app, 'alice@example.com'),
      newMember(app, 'bob@example.com'),
      newMember(app, 'stranger@example.com'),
    ]);
    roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    originalId = (await send(app, alice, roomId, 'First line of the plan\nsecond line')).data!.chatRoomMessageSend.messageEdge.node.id;
    await send(app, bob, roomId, 'Sounds good');
    otherRoomId = (await createRoom(app, stranger, alice)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, stranger, otherRoomId, 'Hello Alice');
  });
  afterAll(() => app?.stop());

  it('stores the quoted message and serves it to both members, in the answer, the history and live', async () => {
    const live = followQuotes(app, bob, roomId);
    await waitFor(() => live.subscribed);
    const answer = await reply(app, bob, roomId, 'Yes to the plan', originalId);
    const quote = {
      id: originalId,
      seqId: 1,
      deletedAt: null,
      profile: { displayName: 'alice' },
      payload: { content: 'First line of the plan\nsecond line' },
    };
    expect(answer.data!.chatRoomMessageSend.messageEdge.node.replyTo).toEqual(quote);
    await waitFor(() => live.quotes.length === 1);
    await live.events.dispose();
    expect(live.quotes).toEqual([quote]);

    const history = await graphql<{ chatRoom: { messages: { edges: { node: { seqId: number; replyTo: Quote | null } }[] } } }>(
      app,
      alice.token,
      `query ($r: String!) { chatRoom(roomId: $r) { messages(last: 10) { edges { node { seqId ${QUOTE} } } } } }`,
      { r: roomId },
    );
    const nodes = history.data!.chatRoom.messages.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.replyTo?.id ?? null)).toEqual([null, null, originalId]);
  });

  it("refuses a quote of another room's message, an unknown id, a malformed id and a system line, storing nothing", async () => {
    const elsewhere = (await send(app, stranger, otherRoomId, 'Secret to Alice')).data!.chatRoomMessageSend.messageEdge.node.id;
    const unknown = toGlobalId('ChatRoomMessage', randomUUID());
    const system = await storeMessage(app.services.db, {
      roomId,
      profileId: alice.id,
      clientId: 'system-line',
      content: null,
      systemAction: 'JOINED',
    });
    const systemId = (await messageNodeId(app, alice, roomId, system.message.seq_id))!;
    const before = await lastSeqId(app, alice, roomId);
    for (const replyToId of [elsewhere, unknown, 'not an id', systemId]) {
      const answer = await reply(app, alice, roomId, 'Look at this', replyToId);
      expect(answer.errors?.[0]).toMatchObject({ message: REPLY_REFUSED, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await lastSeqId(app, alice, roomId)).toBe(before);
  });

  it('shows a deleted original as deleted, without its old text, and refuses a new reply to it', async () => {
    const doomed = (await send(app, alice, roomId, 'Regrettable words')).data!.chatRoomMessageSend.messageEdge.node;
    const answer = (await reply(app, bob, roomId, 'What?', doomed.id)).data!.chatRoomMessageSend.messageEdge.node;
    await graphql(
      app,
      alice.token,
      'mutation ($r: String!, $s: Int!) { chatRoomMessageDelete(input: {roomId: $r, seqId: $s}) { message { id } } }',
      {
        r: roomId,
        s: doomed.seqId,
      },
    );
    const quote = (await messageNode(app, bob, answer.id))!.replyTo!;
    expect(quote.deletedAt).not.toBeNull();
    expect(quote.payload).toEqual({ content: null });
    expect(JSON.stringify(quote)).not.toContain('Regrettable');
    expect((await reply(app, bob, roomId, 'Again?', doomed.id)).errors?.[0]?.message).toBe(REPLY_REFUSED);
  });

  it('keeps a quote from a member outside the room: node() gives neither the reply nor its original', async () => {
    const answer = (await reply(app, bob, roomId, 'Quoting for the record', originalId)).data!.chatRoomMessageSend.messageEdge.node;
    expect(await messageNode(app, stranger, answer.id)).toBeNull();
    expect(await messageNode(app, stranger, originalId)).toBeNull();
    // Nor by quoting it from a room of their own with a member of the other room.
    expect((await reply(app, stranger, otherRoomId, 'Peek', originalId)).errors?.[0]?.message).toBe(REPLY_REFUSED);
  });

  it("shows the quote's author and text only as chat shows that member: nameless once private, no text while suspended", async () => {
    const answer = (await reply(app, bob, roomId, 'Still on?', originalId)).data!.chatRoomMessageSend.messageEdge.node;
    const db = app.services.db;
    await db.updateTable('profiles').set({ view_profile: 'PRIVATE' }).where('id', '=', alice.id).execute();
    expect((await messageNode(app, bob, answer.id))!.replyTo).toMatchObject({ profile: { displayName: '' } });
    await db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', alice.id).execute();
    const quote = (await messageNode(app, bob, answer.id))!.replyTo!;
    expect(quote.payload).toEqual({ content: null });
    expect(JSON.stringify(quote)).not.toContain('First line of the plan');
  });
});

async function messageNodeId(app: App, member: Member, roomId: string, seqId: number) {
  const answer = await graphql<{ chatRoom: { messages: { edges: { node: { id: string; seqId: number } }[] } } }>(
    app,
    member.token,
    'query ($r: String!) { chatRoom(roomId: $r) { messages(last: 50) { edges { node { id seqId } } } } }',
    { r: roomId },
  );
  return answer.data!.chatRoom.messages.edges.find((edge) => edge.node.seqId === seqId)?.node.id;
}

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('chat replies across two server processes sharing PostgreSQL and Redis', () => {
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

  it('brings a reply with its quote to a subscriber on the other process', async () => {
    const alice = await newMember(first, 'alice@example.com');
    const bob = await newMember(second, 'bob@example.com');
    const roomId = (await createRoom(first, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const originalId = (await send(first, alice, roomId, 'Meet at noon?')).data!.chatRoomMessageSend.messageEdge.node.id;
    const live = followQuotes(second, alice, roomId);
    await waitFor(() => live.subscribed);
    await reply(first, bob, roomId, 'Noon works', originalId);
    await waitFor(() => live.quotes.length === 1);
    await live.events.dispose();
    expect(live.quotes[0]).toMatchObject({ id: originalId, profile: { displayName: 'alice' }, payload: { content: 'Meet at noon?' } });
  });
});
