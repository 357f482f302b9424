import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp, statementsOf } from './harness.ts';
import { storeMessage } from '../../server/chat/messages.ts';
import { allMessages, createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { RoomFollower, waitFor } from './chatSync.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.each(backends)('chat delivery ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob] = await Promise.all([newMember(app, 'alice@example.com'), newMember(app, 'bob@example.com')]);
  });
  afterAll(() => app?.stop());

  it('loses and duplicates nothing when a subscriber’s socket drops while 50 messages are sent', async () => {
    const roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const follower = new RoomFollower(app, bob, roomId);
    await follower.start();
    for (const i of range(1, 5)) await send(app, alice, roomId, `before ${i}`);
    await waitFor(() => follower.held.size === 5);

    follower.drop();
    for (const i of range(1, 50)) await send(app, alice, roomId, `while away ${i}`);
    // Messages keep coming while the client reconnects, so live events and the catch-up overlap.
    for (const i of range(1, 10)) {
      await send(app, i % 2 ? alice : bob, roomId, `after ${i}`);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await waitFor(() => follower.held.size >= 65);
    await follower.settle();
    await follower.dispose();

    expect(follower.held.size).toBe(65);
    expect(follower.sortedSeqIds()).toEqual(range(1, 65));
    expect(new Set(follower.held.keys()).size).toBe(65);
    const stored = await allMessages(app, alice, roomId);
    expect(stored.seqIds).toEqual(range(1, 65));
  });

  it('stores a retried send once, even when the retries race each other', async () => {
    const carol = await newMember(app, 'carol@example.com');
    const roomId = (await createRoom(app, carol, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const first = await send(app, carol, roomId, 'only once', 'client-id-1');
    const retry = await send(app, carol, roomId, 'only once', 'client-id-1');
    expect(retry.data!.chatRoomMessageSend.messageEdge.node.id).toBe(first.data!.chatRoomMessageSend.messageEdge.node.id);
    const racing = await Promise.all(range(1, 5).map(() => send(app, carol, roomId, 'raced', 'client-id-2')));
    expect(new Set(racing.map((answer) => answer.data!.chatRoomMessageSend.messageEdge.node.id)).size).toBe(1);
    expect((await allMessages(app, bob, roomId)).seqIds).toEqual([1, 2]);
  });

  it('gives concurrent sends from both members gap-free, increasing seqIds', async () => {
    const dave = await newMember(app, 'dave@example.com');
    const roomId = (await createRoom(app, dave, alice)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, dave, roomId, 'first');
    const answers = await Promise.all(range(1, 30).map((i) => send(app, i % 2 ? dave : alice, roomId, `burst ${i}`)));
    const seqIds = answers.map((answer) => answer.data!.chatRoomMessageSend.messageEdge.node.seqId).sort((a, b) => a - b);
    expect(seqIds).toEqual(range(2, 31));
  });

  it('stores a message in one statement, and a retry of it in one more that finds the original', async () => {
    const erin = await newMember(app, 'erin@example.com');
    const roomId = (await createRoom(app, erin, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const message = { roomId, profileId: erin.id, clientId: 'client-id-3', content: 'once, in one go' };
    let first!: Awaited<ReturnType<typeof storeMessage>>;
    const stored = await statementsOf(app, postgres, async () => {
      first = await storeMessage(app.services.db, message);
    });
    expect(stored).toHaveLength(1);
    expect(first).toMatchObject({ created: true, message: { seq_id: 1, content: 'once, in one go', profile_id: erin.id } });
    let retried!: Awaited<ReturnType<typeof storeMessage>>;
    const retry = await statementsOf(app, postgres, async () => {
      retried = await storeMessage(app.services.db, message);
    });
    expect(retry).toHaveLength(2);
    expect(retried).toMatchObject({ created: false, message: { id: first.message.id, seq_id: 1 } });
    // The retry took no seqId: the next message is 2, and the sender has read up to their own.
    expect((await storeMessage(app.services.db, { ...message, clientId: 'client-id-4' })).message.seq_id).toBe(2);
    const markers = await app.services.db
      .selectFrom('chat_participants')
      .select(['profile_id', 'last_read_seq_id'])
      .where('room_id', '=', roomId)
      .execute();
    expect(Object.fromEntries(markers.map((row) => [row.profile_id, row.last_read_seq_id]))).toEqual({ [erin.id]: 2, [bob.id]: 0 });
  });

  it("never answers a send with another member's message, whatever clientMutationId it reuses", async () => {
    const fay = await newMember(app, 'fay@example.com');
    const roomId = (await createRoom(app, fay, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const hers = await send(app, fay, roomId, 'my secret plans', 'shared-client-id');
    // Bob guesses (or reads in his own client) the id Fay sent with: his send is his own new message.
    const his = await send(app, bob, roomId, 'not a peek', 'shared-client-id');
    const node = his.data!.chatRoomMessageSend.messageEdge.node;
    expect(node.id).not.toBe(hers.data!.chatRoomMessageSend.messageEdge.node.id);
    expect([node.seqId, node.payload]).toEqual([2, { content: 'not a peek' }]);
  });
});

describe('a server restart mid-conversation', () => {
  it('keeps every stored message and continues the seqIds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snoot-chat-restart-'));
    let app = await startTestApp({ env: { DATA_DIR: dataDir } });
    const alice = await newMember(app, 'alice@example.com');
    const bob = await newMember(app, 'bob@example.com');
    const roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    for (const i of range(1, 10)) await send(app, i % 2 ? alice : bob, roomId, `message ${i}`);
    const before = await allMessages(app, bob, roomId);
    await app.stop();

    app = await startTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const after = await allMessages(app, bob, roomId);
      expect(after).toEqual(before);
      const next = await send(app, alice, roomId, 'after the restart');
      expect(next.data!.chatRoomMessageSend.messageEdge.node.seqId).toBe(11);
      const marker = await graphql(
        app,
        bob.token,
        'mutation ($r: String!) { chatRoomReadMarkerUpdate(input: {roomId: $r, seqId: 11}) { lastReadSeqId } }',
        { r: roomId },
      );
      expect(marker.data).toEqual({ chatRoomReadMarkerUpdate: { lastReadSeqId: 11 } });
    } finally {
      await app.stop();
    }
    // Two start-ups of a database kept on disk.
  }, 120_000);
});
