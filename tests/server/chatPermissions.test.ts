import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp, wsClient } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';

const relations = ['none', 'ownerLiked', 'viewerLiked', 'mutual', 'friend'] as const;
type RelationCase = (typeof relations)[number];

/** SPEC §5: startChat against the owner's relation to the viewer. */
const allowed: Record<string, RelationCase[]> = {
  PUBLIC: ['none', 'ownerLiked', 'viewerLiked', 'mutual', 'friend'],
  LIKED: ['ownerLiked', 'mutual', 'friend'],
  MUTUALS: ['mutual', 'friend'],
  FRIENDS: ['friend'],
  PRIVATE: [],
};

function errorOf(answer: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  return answer.errors?.[0];
}

describe.each(backends)('chat permissions ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let stranger: Member;
  let roomId: string;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob, stranger] = await Promise.all([
      newMember(app, 'alice@example.com'),
      newMember(app, 'bob@example.com'),
      newMember(app, 'stranger@example.com'),
    ]);
    roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, alice, roomId, 'Hi Bob');
  });
  afterAll(() => app?.stop());

  it('lets participants read the room and keeps a stranger out of every operation', async () => {
    const read = 'query ($r: String!) { chatRoom(roomId: $r) { uuid messages(last: 50) { edges { node { seqId } } } } }';
    expect((await graphql(app, bob.token, read, { r: roomId })).data).toEqual({
      chatRoom: { uuid: roomId, messages: { edges: [{ node: { seqId: 1 } }] } },
    });

    const strangerRead = await graphql(app, stranger.token, read, { r: roomId });
    expect(strangerRead.data).toEqual({ chatRoom: null });
    expect(errorOf(strangerRead)?.message).toContain('not allowed');

    expect(errorOf(await send(app, stranger, roomId, 'let me in'))?.message).toContain('not allowed');
    const marker = await graphql(
      app,
      stranger.token,
      'mutation ($r: String!) { chatRoomReadMarkerUpdate(input: {roomId: $r, seqId: 1}) { lastReadSeqId } }',
      { r: roomId },
    );
    expect(errorOf(marker)?.message).toContain('not allowed');
    const typing = await graphql(app, stranger.token, 'mutation ($r: String!) { chatRoomStartTyping(input: {roomId: $r}) { ok } }', {
      r: roomId,
    });
    expect(errorOf(typing)?.message).toContain('not allowed');
    const archive = await graphql(
      app,
      stranger.token,
      'mutation ($r: String!) { chatRoomArchive(input: {roomId: $r}) { room { uuid } } }',
      { r: roomId },
    );
    expect(errorOf(archive)?.message).toContain('not allowed');
    // The room, its messages and its participants resolve through node() for participants only.
    const ids = await graphql<{
      chatRoom: { id: string; participants: { id: string }[]; messages: { edges: { node: { id: string } }[] } };
    }>(
      app,
      bob.token,
      'query ($r: String!) { chatRoom(roomId: $r) { id participants { id } messages(last: 1) { edges { node { id } } } } }',
      { r: roomId },
    );
    const room = ids.data!.chatRoom;
    const nodeIds = [room.id, room.messages.edges[0].node.id, room.participants[0].id];
    const nodes = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on ChatRoomMessage { seqId } } }';
    expect((await graphql(app, bob.token, nodes, { ids: nodeIds })).data).toEqual({
      nodes: [{ __typename: 'ChatRoom' }, { __typename: 'ChatRoomMessage', seqId: 1 }, { __typename: 'ChatRoomParticipant' }],
    });
    expect((await graphql(app, stranger.token, nodes, { ids: nodeIds })).data).toEqual({ nodes: [null, null, null] });

    // Nothing the stranger tried was stored.
    const history = await graphql<{ chatRoom: { lastSeqId: number } }>(
      app,
      alice.token,
      'query ($r: String!) { chatRoom(roomId: $r) { lastSeqId } }',
      { r: roomId },
    );
    expect(history.data!.chatRoom.lastSeqId).toBe(1);
  });

  it('refuses a stranger a subscription to the room', async () => {
    const client = wsClient(app, stranger.token);
    const result = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription ($r: String!) { chatRoom(roomId: $r) { kind } }', variables: { r: roomId } },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    await client.dispose();
    expect(JSON.stringify(result)).toContain('not allowed');
  });

  it('lets only the author delete a message', async () => {
    const del =
      'mutation ($r: String!) { chatRoomMessageDelete(input: {roomId: $r, seqId: 1}) { message { deletedAt payload { ... on ChatMessageTextPayload { content } } } } }';
    expect(errorOf(await graphql(app, bob.token, del, { r: roomId }))?.message).toContain('not allowed');
    const own = await graphql<{ chatRoomMessageDelete: { message: { deletedAt: string | null; payload: { content: string | null } } } }>(
      app,
      alice.token,
      del,
      { r: roomId },
    );
    expect(own.data!.chatRoomMessageDelete.message.deletedAt).not.toBeNull();
    expect(own.data!.chatRoomMessageDelete.message.payload.content).toBeNull();
  });

  it('rejects empty and overlong messages with a clear error and stores nothing', async () => {
    expect(errorOf(await send(app, alice, roomId, '   '))?.message).toBe('A message must not be empty.');
    expect(errorOf(await send(app, alice, roomId, 'x'.repeat(4001)))?.message).toBe('A message is at most 4000 characters.');
    const room = await graphql<{ chatRoom: { lastSeqId: number } }>(
      app,
      alice.token,
      'query ($r: String!) { chatRoom(roomId: $r) { lastSeqId } }',
      { r: roomId },
    );
    expect(room.data!.chatRoom.lastSeqId).toBe(1);
  });

  it('stores markup as the plain text it was', async () => {
    const answer = await send(app, bob, roomId, '<img src=x onerror=alert(1)> <b>hi</b>');
    expect(answer.data!.chatRoomMessageSend.messageEdge.node).toMatchObject({
      payload: { content: '<img src=x onerror=alert(1)> <b>hi</b>' },
    });
  });

  it('follows the startChat privacy of the other member against their relation to the viewer', async () => {
    const db = app.services.db;
    const owners: Record<string, Member> = {};
    for (const permission of Object.keys(allowed)) {
      owners[permission] = await newMember(app, `owner-${permission.toLowerCase()}@example.com`);
      await db.updateTable('profiles').set({ start_chat: permission }).where('id', '=', owners[permission].id).execute();
    }
    for (const relation of relations) {
      const viewer = await newMember(app, `viewer-${relation.toLowerCase()}@example.com`);
      for (const [permission, owner] of Object.entries(owners)) {
        if (relation === 'ownerLiked' || relation === 'mutual')
          await db.insertInto('likes').values({ liker_id: owner.id, liked_id: viewer.id, created_at: new Date() }).execute();
        if (relation === 'viewerLiked' || relation === 'mutual')
          await db.insertInto('likes').values({ liker_id: viewer.id, liked_id: owner.id, created_at: new Date() }).execute();
        if (relation === 'friend') {
          await db
            .insertInto('friendships')
            .values([
              { profile_id: owner.id, friend_id: viewer.id, created_at: new Date() },
              { profile_id: viewer.id, friend_id: owner.id, created_at: new Date() },
            ])
            .execute();
        }
        const answer = await createRoom(app, viewer, owner);
        const expected = allowed[permission].includes(relation);
        expect({ permission, relation, allowed: Boolean(answer.data?.chatRoomCreatePrivate) }).toEqual({
          permission,
          relation,
          allowed: expected,
        });
        if (!expected) expect(errorOf(answer)?.message).toContain('not allowed');
      }
    }
    // Thirty members made and thirty rooms tried: headroom for a loaded machine.
  }, 120_000);

  it('checks startChat again on the first message of a room', async () => {
    const owner = await newMember(app, 'changes-mind@example.com');
    const viewer = await newMember(app, 'hopeful@example.com');
    const room = (await createRoom(app, viewer, owner)).data!.chatRoomCreatePrivate.room.uuid;
    await app.services.db.updateTable('profiles').set({ start_chat: 'PRIVATE' }).where('id', '=', owner.id).execute();
    expect(errorOf(await send(app, viewer, room, 'hello?'))?.message).toContain('not allowed');
  });

  it('keeps blocked members apart in both directions, in new and in existing rooms', async () => {
    const blocker = await newMember(app, 'blocker@example.com');
    const blocked = await newMember(app, 'blocked@example.com');
    const room = (await createRoom(app, blocker, blocked)).data!.chatRoomCreatePrivate.room.uuid;
    expect((await send(app, blocker, room, 'before the block')).data).toBeTruthy();
    await app.services.db.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: blocked.id, created_at: new Date() }).execute();
    expect(errorOf(await send(app, blocked, room, 'why?'))?.message).toContain('not allowed');
    expect(errorOf(await send(app, blocker, room, 'bye'))?.message).toContain('not allowed');
    const third = await newMember(app, 'third@example.com');
    await app.services.db.insertInto('blocks').values({ blocker_id: third.id, blocked_id: blocker.id, created_at: new Date() }).execute();
    // A blocked profile reads as one that does not exist, both ways.
    expect(errorOf(await createRoom(app, blocker, third))?.message).toBe('That profile does not exist.');
    expect(errorOf(await createRoom(app, third, blocker))?.message).toBe('That profile does not exist.');
  });

  it('never opens a new chat between a minor and an adult', async () => {
    const minor = await newMember(app, 'teen@example.com', `${new Date().getUTCFullYear() - 16}-01-01`);
    const otherMinor = await newMember(app, 'teen2@example.com', `${new Date().getUTCFullYear() - 17}-01-01`);
    expect(errorOf(await createRoom(app, minor, alice))?.message).toBe('That profile does not exist.');
    expect(errorOf(await createRoom(app, alice, minor))?.message).toBe('That profile does not exist.');
    expect((await createRoom(app, minor, otherMinor)).data?.chatRoomCreatePrivate.room.uuid).toHaveLength(36);
  });

  it('shows a new chat as a request to the other member until they accept or reply', async () => {
    const carol = await newMember(app, 'carol@example.com');
    const dave = await newMember(app, 'dave@example.com');
    const room = (await createRoom(app, carol, dave)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, carol, room, 'Hi Dave!');
    const tabs =
      '{ viewer { chatRequestsCount requests: chatRooms(filter: REQUESTS) { edges { node { uuid unreadCount } } } recent: chatRooms { edges { node { uuid } } } } }';
    const before = await graphql<{ viewer: { chatRequestsCount: number; requests: { edges: unknown[] }; recent: { edges: unknown[] } } }>(
      app,
      dave.token,
      tabs,
    );
    expect(before.data!.viewer).toEqual({
      chatRequestsCount: 1,
      requests: { edges: [{ node: { uuid: room, unreadCount: 1 } }] },
      recent: { edges: [] },
    });
    await graphql(app, dave.token, 'mutation ($r: String!) { chatRoomRequestAccept(input: {roomId: $r}) { room { status } } }', {
      r: room,
    });
    const after = await graphql<{ viewer: { requests: { edges: unknown[] }; recent: { edges: unknown[] } } }>(app, dave.token, tabs);
    expect(after.data!.viewer).toMatchObject({
      chatRequestsCount: 0,
      requests: { edges: [] },
      recent: { edges: [{ node: { uuid: room } }] },
    });
  });

  it('ends a member’s access when they leave, and tells the other with a system message', async () => {
    const erin = await newMember(app, 'erin@example.com');
    const frank = await newMember(app, 'frank@example.com');
    const room = (await createRoom(app, erin, frank)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, erin, room, 'hello');
    await graphql(app, erin.token, 'mutation ($r: String!) { chatRoomLeave(input: {roomId: $r}) { deletedRoomId } }', { r: room });
    expect(errorOf(await send(app, erin, room, 'still here?'))?.message).toContain('not allowed');
    const seen = await graphql<{ chatRoom: { lastMessage: { payload: { action: string } } } }>(
      app,
      frank.token,
      'query ($r: String!) { chatRoom(roomId: $r) { lastMessage { payload { ... on ChatMessageSystemPayload { action } } } } }',
      { r: room },
    );
    expect(seen.data!.chatRoom.lastMessage.payload.action).toBe('LEFT');
  });
});
