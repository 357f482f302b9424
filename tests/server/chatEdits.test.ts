import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { EDIT_WINDOW_PASSED } from '../../server/chat/editMessage.ts';
import { previousTexts } from '../../server/chat/messageEdits.ts';
import { MUTATION_LIMITS, RATE_LIMITED_MESSAGE } from '../../server/graphql/mutationLimits.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl, graphql, startTestApp, wsClient } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';

const EDIT = `
  mutation ($r: String!, $s: Int!, $c: String!) {
    chatRoomMessageEdit(input: { roomId: $r, seqId: $s, message: { content: $c } }) {
      message { seqId editedAt payload { ... on ChatMessageTextPayload { content } } }
    }
  }
`;
const READ = `
  query ($r: String!) {
    chatRoom(roomId: $r) { messages(last: 50) { edges { node { seqId editedAt payload { ... on ChatMessageTextPayload { content } } } } } }
  }
`;

type Edited = { chatRoomMessageEdit: { message: { seqId: number; editedAt: string | null; payload: { content: string | null } } } };
type Read = {
  chatRoom: { messages: { edges: { node: { seqId: number; editedAt: string | null; payload: { content?: string | null } } }[] } };
};

/** Few edits a minute, so the limit is reached in a handful of requests. */
const EDITS_PER_MINUTE = 12;

const edit = (app: App, member: Member, roomId: string, seqId: number, content: string) =>
  graphql<Edited>(app, member.token, EDIT, { r: roomId, s: seqId, c: content });

async function messageAt(app: App, member: Member, roomId: string, seqId: number) {
  const answer = await graphql<Read>(app, member.token, READ, { r: roomId });
  return answer.data!.chatRoom.messages.edges.find((edge) => edge.node.seqId === seqId)!.node;
}

async function messageRow(app: App, roomId: string, seqId: number) {
  return app.services.db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('seq_id', '=', seqId)
    .executeTakeFirstOrThrow();
}

/** A pair of members with a room and a first message from `from`. */
async function roomWithMessage(app: App, from: Member, to: Member, text: string) {
  const roomId = (await createRoom(app, from, to)).data!.chatRoomCreatePrivate.room.uuid;
  const seqId = (await send(app, from, roomId, text)).data!.chatRoomMessageSend.messageEdge.node.seqId;
  return { roomId, seqId };
}

/** Subscribes `member` to the room and resolves with the first event of `kind`, once the subscription is live. */
function nextEvent(app: App, member: Member, roomId: string, kind: string) {
  const client = wsClient(app, member.token);
  let ready!: () => void;
  const live = new Promise<void>((resolve) => (ready = resolve));
  const event = new Promise<{ kind: string; message: { node: { editedAt: string | null; payload: { content: string } } } }>(
    (resolve, reject) => {
      client.subscribe<{ chatRoom: { kind: string; message: { node: { editedAt: string | null; payload: { content: string } } } } }>(
        {
          query: `subscription ($r: String!) {
            chatRoom(roomId: $r) { kind message { node { editedAt payload { ... on ChatMessageTextPayload { content } } } } }
          }`,
          variables: { r: roomId },
        },
        {
          next: ({ data }) => {
            if (data?.chatRoom.kind === 'ROOM_UPDATED') ready();
            if (data?.chatRoom.kind === kind) resolve(data.chatRoom);
          },
          error: reject,
          complete: () => {},
        },
      );
    },
  );
  return { live, event: event.finally(() => client.dispose()) };
}

describe.each(backends)('editing chat messages ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    app = await startTestApp({
      postgres,
      mutationLimits: { ...MUTATION_LIMITS, chatRoomMessageEdit: { perMember: EDITS_PER_MINUTE, perIp: 1000, windowMs: 60_000 } },
    });
    [alice, bob] = await Promise.all([newMember(app, 'alice@example.com'), newMember(app, 'bob@example.com')]);
  });
  afterAll(() => app?.stop());

  it('changes the text for both members, live, marks it edited and keeps the old text for moderation only', async () => {
    const { roomId, seqId } = await roomWithMessage(app, alice, bob, 'Helo Bob');
    const watch = nextEvent(app, bob, roomId, 'MESSAGE_EDITED');
    await watch.live;
    const answer = await edit(app, alice, roomId, seqId, '  Hello Bob  ');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.chatRoomMessageEdit.message).toMatchObject({ seqId, payload: { content: 'Hello Bob' } });
    expect(answer.data!.chatRoomMessageEdit.message.editedAt).not.toBeNull();

    const event = await watch.event;
    expect(event.message.node.payload.content).toBe('Hello Bob');
    expect(event.message.node.editedAt).toBe(answer.data!.chatRoomMessageEdit.message.editedAt);
    expect(await messageAt(app, bob, roomId, seqId)).toMatchObject({ payload: { content: 'Hello Bob' }, editedAt: expect.any(String) });

    await edit(app, alice, roomId, seqId, 'Hello Bob!');
    const row = await messageRow(app, roomId, seqId);
    expect((await previousTexts(app.services.db, row.id)).map((entry) => entry.previous_content)).toEqual(['Helo Bob', 'Hello Bob']);
  });

  it('applies the rules of a sent message to the new text and changes nothing on bad input', async () => {
    const { roomId, seqId } = await roomWithMessage(app, alice, bob, 'original');
    expect((await edit(app, alice, roomId, seqId, '   ')).errors?.[0].message).toBe('A message must not be empty.');
    expect((await edit(app, alice, roomId, seqId, 'x'.repeat(4001))).errors?.[0].message).toBe('A message is at most 4000 characters.');
    expect((await edit(app, alice, roomId, 999, 'nothing there')).errors?.[0].message).toBe('That message does not exist.');
    const row = await messageRow(app, roomId, seqId);
    expect(row).toMatchObject({ content: 'original', edited_at: null });
    expect(await previousTexts(app.services.db, row.id)).toEqual([]);
  });

  it('refuses another member’s message, a system message, a deleted one and one past the window', async () => {
    const carol = await newMember(app, 'carol@example.com');
    const { roomId, seqId } = await roomWithMessage(app, carol, bob, 'from carol');
    expect((await edit(app, bob, roomId, seqId, 'hijacked')).errors?.[0].message).toBe('You can only edit your own messages.');

    // A system line in carol's name (as a departure is written), which she must not be able to rewrite.
    const system = await messageRow(app, roomId, seqId);
    await app.services.db
      .insertInto('chat_messages')
      .values({
        id: crypto.randomUUID(),
        room_id: roomId,
        seq_id: seqId + 1,
        profile_id: carol.id,
        system_action: 'LEFT',
        created_at: new Date(),
      })
      .execute();
    await app.services.db
      .updateTable('chat_rooms')
      .set({ last_seq_id: seqId + 1 })
      .where('id', '=', roomId)
      .execute();
    expect((await edit(app, carol, roomId, seqId + 1, 'rewritten')).errors?.[0].message).toBe('You can only edit your own messages.');

    const old = (await send(app, carol, roomId, 'old news')).data!.chatRoomMessageSend.messageEdge.node.seqId;
    // Sent 16 minutes ago: one minute past the window.
    await app.services.db
      .updateTable('chat_messages')
      .set({ created_at: new Date(Date.now() - 16 * 60_000) })
      .where('room_id', '=', roomId)
      .where('seq_id', '=', old)
      .execute();
    expect((await edit(app, carol, roomId, old, 'new news')).errors?.[0]).toMatchObject({
      message: EDIT_WINDOW_PASSED,
      extensions: { code: 'FORBIDDEN' },
    });

    await graphql(
      app,
      carol.token,
      'mutation ($r: String!, $s: Int!) { chatRoomMessageDelete(input: {roomId: $r, seqId: $s}) { message { id } } }',
      {
        r: roomId,
        s: seqId,
      },
    );
    expect((await edit(app, carol, roomId, seqId, 'back again')).errors?.[0].message).toBe('A deleted message cannot be edited.');

    expect(await messageRow(app, roomId, old)).toMatchObject({ content: 'old news', edited_at: null });
    expect(await messageRow(app, roomId, seqId)).toMatchObject({ content: null, edited_at: null });
    expect(await previousTexts(app.services.db, system.id)).toEqual([]);
  });

  it('refuses a stranger, a member who left, and both sides of a block', async () => {
    const [dave, erin, stranger] = await Promise.all([
      newMember(app, 'dave@example.com'),
      newMember(app, 'erin@example.com'),
      newMember(app, 'stranger@example.com'),
    ]);
    const left = await roomWithMessage(app, dave, erin, 'bye soon');
    const erinsSeq = (await send(app, erin, left.roomId, 'stay')).data!.chatRoomMessageSend.messageEdge.node.seqId;
    expect((await edit(app, stranger, left.roomId, left.seqId, 'mine now')).errors?.[0].message).toBe(
      'You are not allowed to open this chat.',
    );
    await graphql(app, dave.token, 'mutation ($r: String!) { chatRoomLeave(input: {roomId: $r}) { deletedRoomId } }', { r: left.roomId });
    expect((await edit(app, dave, left.roomId, left.seqId, 'changed my mind')).errors?.[0].message).toBe(
      'You are not allowed to open this chat.',
    );
    expect((await edit(app, erin, left.roomId, erinsSeq, 'anyone?')).errors?.[0].message).toBe('The other member has left this chat.');

    const blocked = await roomWithMessage(app, erin, stranger, 'hi');
    const strangersSeq = (await send(app, stranger, blocked.roomId, 'hello')).data!.chatRoomMessageSend.messageEdge.node.seqId;
    await app.services.db.insertInto('blocks').values({ blocker_id: erin.id, blocked_id: stranger.id, created_at: new Date() }).execute();
    expect((await edit(app, stranger, blocked.roomId, strangersSeq, 'you blocked me')).errors?.[0].message).toContain('not allowed');
    expect((await edit(app, erin, blocked.roomId, blocked.seqId, 'and stay out')).errors?.[0].message).toContain('not allowed');

    expect(await messageRow(app, left.roomId, left.seqId)).toMatchObject({ content: 'bye soon', edited_at: null });
    expect(await messageRow(app, blocked.roomId, strangersSeq)).toMatchObject({ content: 'hello', edited_at: null });
  });

  it('shows staff what a reported message said before an edit, and members nothing of it', async () => {
    const [grace, staff] = await Promise.all([newMember(app, 'grace@example.com'), newMember(app, 'harriet@example.com')]);
    await app.services.db
      .updateTable('profiles')
      .set({ roles: ['TEAM'] })
      .where('id', '=', staff.id)
      .execute();
    const roomId = (await createRoom(app, grace, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const sent = (await send(app, grace, roomId, 'You are awful')).data!.chatRoomMessageSend.messageEdge.node;
    await edit(app, grace, roomId, sent.seqId, 'You are lovely');
    expect(JSON.stringify((await graphql(app, bob.token, READ, { r: roomId })).data)).not.toContain('awful');
    const reported = await graphql(
      app,
      bob.token,
      'mutation ($input: ReportProfileInput!) { reportProfile(input: $input) { profile { uuid } } }',
      { input: { uuid: grace.id, reason: 'HARASSMENT', messageId: sent.id } },
    );
    expect(reported.errors).toBeUndefined();
    const QUEUE = '{ moderationReports(first: 30) { edges { node { profile { uuid } messages { content isReported earlierTexts } } } } }';
    type Queue = {
      moderationReports: {
        edges: { node: { profile: { uuid: string }; messages: { content: string; isReported: boolean; earlierTexts: string[] }[] } }[];
      };
    };
    const queue = await graphql<Queue>(app, staff.token, QUEUE);
    expect(queue.errors).toBeUndefined();
    const evidence = queue.data!.moderationReports.edges.find((edge) => edge.node.profile.uuid === grace.id)!.node.messages;
    expect(evidence.find((message) => message.isReported)).toEqual({
      content: 'You are lovely',
      isReported: true,
      earlierTexts: ['You are awful'],
    });
    expect((await graphql(app, bob.token, QUEUE)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('limits how often a member edits', async () => {
    const frank = await newMember(app, 'frank@example.com');
    const { roomId, seqId } = await roomWithMessage(app, frank, bob, 'version 0');
    for (let i = 1; i <= EDITS_PER_MINUTE; i += 1) expect((await edit(app, frank, roomId, seqId, `version ${i}`)).errors).toBeUndefined();
    expect((await edit(app, frank, roomId, seqId, 'one more')).errors?.[0].message).toBe(RATE_LIMITED_MESSAGE);
    expect((await messageRow(app, roomId, seqId)).content).toBe(`version ${EDITS_PER_MINUTE}`);
  });
});

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('editing chat messages across two server processes', () => {
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

  it('tells a subscriber on the other process of an edit', async () => {
    const [alice, bob] = [await newMember(first, 'alice@example.com'), await newMember(second, 'bob@example.com')];
    const { roomId, seqId } = await roomWithMessage(first, alice, bob, 'from the first server');
    const watch = nextEvent(second, bob, roomId, 'MESSAGE_EDITED');
    await watch.live;
    expect((await edit(first, alice, roomId, seqId, 'edited on the first server')).errors).toBeUndefined();
    expect((await watch.event).message.node.payload.content).toBe('edited on the first server');
  });
});
