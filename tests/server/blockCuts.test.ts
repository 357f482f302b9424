import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

const ROOM_EVENTS =
  'subscription ($r: String!) { chatRoom(roomId: $r) { kind profileId room { uuid otherProfile { bio { biography } } } } }';
const LIST_EVENTS = 'subscription { chatRooms { kind roomId } }';

interface RoomEvent {
  chatRoom: { kind: string; profileId: string | null; room: { uuid: string } | null };
}
interface ListEvent {
  chatRooms: { kind: string; roomId: string };
}

function change(app: App, member: Member, mutation: 'userBlockProfile' | 'userUnblockProfile', other: Member) {
  return graphql(app, member.token, `mutation ($u: String!) { ${mutation}(input: {uuid: $u}) { viewer { id } } }`, { u: other.id });
}

function roomMutation(app: App, member: Member, field: string, roomId: string, extra = '') {
  return graphql(app, member.token, `mutation ($r: String!) { ${field}(input: {roomId: $r${extra}}) { __typename } }`, { r: roomId });
}

async function roomIdsOf(app: App, member: Member) {
  const { data } = await graphql<{ viewer: { chatRooms: { edges: { node: { uuid: string } }[] } } }>(
    app,
    member.token,
    '{ viewer { chatRooms(first: 50) { edges { node { uuid } } } } }',
  );
  return data!.viewer.chatRooms.edges.map((edge) => edge.node.uuid);
}

async function seesProfile(app: App, viewer: Member, owner: Member) {
  const { data } = await graphql<{ profile: { uuid: string } | null; profileOverview: { uuid: string }[] }>(
    app,
    viewer.token,
    'query ($u: String!) { profile(uuid: $u) { uuid } profileOverview(search: "Blockable") { uuid } }',
    { u: owner.id },
  );
  return { profile: data!.profile !== null, search: data!.profileOverview.some((profile) => profile.uuid === owner.id) };
}

const BOB_BIO = 'Bob writes this bio for the people he has not blocked';

const refusal = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

describe.each(backends)('a block cuts everything both ways at once ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let roomId: string;
  let messageId: string;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    alice = await createMember(app, { name: 'Blockable Alice' });
    bob = await createMember(app, { name: 'Blockable Bob', biography: BOB_BIO });
    carol = await createMember(app, { name: 'Carol' });
    roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    messageId = (await send(app, alice, roomId, 'hello Bob')).data!.chatRoomMessageSend.messageEdge.node.id;
    await send(app, bob, roomId, 'hello Alice');
    await send(app, alice, roomId, 'free on Saturday?');
  });
  afterAll(() => app?.stop());

  it('before the block both see each other, their room and its messages', async () => {
    expect(await seesProfile(app, alice, bob)).toEqual({ profile: true, search: true });
    expect(await seesProfile(app, bob, alice)).toEqual({ profile: true, search: true });
    expect(await roomIdsOf(app, alice)).toContain(roomId);
    expect(await roomIdsOf(app, bob)).toContain(roomId);
    const unread = await graphql(app, bob.token, '{ viewer { chatsUnreadCount } }');
    expect(unread.data).toEqual({ viewer: { chatsUnreadCount: 1 } });
  });

  it("blocking ends both sides' open subscriptions, and nothing more reaches either side", async () => {
    const aliceRoom = new SubscriptionFeed<RoomEvent>(app, alice.token, ROOM_EVENTS, { r: roomId });
    const bobRoom = new SubscriptionFeed<RoomEvent>(app, bob.token, ROOM_EVENTS, { r: roomId });
    const bobList = new SubscriptionFeed<ListEvent>(app, bob.token, LIST_EVENTS);
    await aliceRoom.until((feed) => feed.received.length === 1);
    await bobRoom.until((feed) => feed.received.length === 1);
    // Bob's list feed is live once it carries an event: Carol's first message.
    const carolRoom = (await createRoom(app, carol, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await bobList.repeatUntil(
      () => send(app, carol, carolRoom, 'first'),
      (feed) => feed.received.length >= 1,
    );

    expect((await change(app, alice, 'userBlockProfile', bob)).errors).toBeUndefined();

    // The room closes for both: a closing event, then the subscription ends.
    await aliceRoom.until((feed) => feed.ended);
    await bobRoom.until((feed) => feed.ended);
    expect(aliceRoom.received.at(-1)!.chatRoom).toMatchObject({ kind: 'ROOM_UPDATED', room: null });
    expect(JSON.stringify(aliceRoom.received.slice(1))).not.toContain(BOB_BIO);
    expect(bobRoom.received.at(-1)!.chatRoom).toMatchObject({ kind: 'ROOM_UPDATED', room: null });

    // Neither can send, type or mark read, in either direction.
    for (const [member] of [[alice], [bob]] as const) {
      expect(refusal(await send(app, member, roomId, 'are you there?'))).toBe('FORBIDDEN');
      expect(refusal(await roomMutation(app, member, 'chatRoomStartTyping', roomId))).toBe('FORBIDDEN');
      expect(refusal(await roomMutation(app, member, 'chatRoomStopTyping', roomId))).toBe('FORBIDDEN');
      expect(refusal(await roomMutation(app, member, 'chatRoomReadMarkerUpdate', roomId, ', seqId: 2'))).toBe('FORBIDDEN');
    }
    // Bob's list feed hears Carol's next message and nothing from Alice before it.
    const before = bobList.received.length;
    await send(app, carol, carolRoom, 'second');
    await bobList.until((feed) => feed.received.slice(before).some((event) => event.chatRooms.roomId === carolRoom));
    const fromAlice = bobList.received.slice(before).filter((event) => event.chatRooms.roomId === roomId);
    expect(fromAlice).toEqual([]);
    // A new subscription to the room is refused.
    const again = new SubscriptionFeed<RoomEvent>(app, bob.token, ROOM_EVENTS, { r: roomId });
    await again.until((feed) => feed.ended);
    expect(JSON.stringify(again.received)).toContain('You are not allowed to open this chat.');
    expect(again.received.some((event) => 'chatRoom' in event)).toBe(false);
    for (const feed of [aliceRoom, bobRoom, bobList, again]) await feed.dispose();
  });

  it("after the block neither sees the other's profile, search entry, room or messages", async () => {
    const counts = '{ viewer { chatsUnreadCount chatRequestsCount chatsArchivedCount } }';
    // Bob never read Alice's last message: it no longer counts as waiting for him. Carol's request and her
    // two messages do.
    expect((await graphql(app, bob.token, counts)).data).toEqual({
      viewer: { chatsUnreadCount: 2, chatRequestsCount: 1, chatsArchivedCount: 0 },
    });
    expect(await seesProfile(app, alice, bob)).toEqual({ profile: false, search: false });
    expect(await seesProfile(app, bob, alice)).toEqual({ profile: false, search: false });
    const list = await graphql(
      app,
      alice.token,
      '{ viewer { chatRooms(first: 50) { edges { node { otherProfile { displayName bio { biography } } } } } } }',
    );
    expect(JSON.stringify(list)).not.toContain(BOB_BIO);
    for (const member of [alice, bob]) {
      expect(await roomIdsOf(app, member)).not.toContain(roomId);
      const { data } = await graphql<Record<string, unknown>>(
        app,
        member.token,
        'query ($m: ID!, $p: String!) { node(id: $m) { id } chatRoomPrivate(profileUuid: $p) { uuid } }',
        { m: messageId, p: member === alice ? bob.id : alice.id },
      );
      expect(data).toEqual({ node: null, chatRoomPrivate: null });
      const opened = await graphql(app, member.token, 'query ($r: String!) { chatRoom(roomId: $r) { uuid } }', { r: roomId });
      expect(opened.errors?.[0]?.message).toBe('You are not allowed to open this chat.');
      // Asking to chat reads as a profile that does not exist, as it does for an id that belongs to nobody.
      const started = await createRoom(app, member, member === alice ? bob : alice);
      expect(refusal(started)).toBe('NOT_FOUND');
    }
  });

  it('unblocking brings the room back to both lists, as it was', async () => {
    expect((await change(app, alice, 'userUnblockProfile', bob)).errors).toBeUndefined();
    expect(await roomIdsOf(app, alice)).toContain(roomId);
    expect(await roomIdsOf(app, bob)).toContain(roomId);
    expect((await send(app, bob, roomId, 'welcome back')).errors).toBeUndefined();
  });
});
