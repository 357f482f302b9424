import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

const LIST_EVENTS = 'subscription { chatRooms { kind roomId roomGlobalId } }';

interface ListEvent {
  chatRooms: { kind: string; roomId: string; roomGlobalId: string };
}

describe.each(backends)("a chat-list event names its room by the room's own id ($name)", ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    alice = await createMember(app, { name: 'Alice' });
    bob = await createMember(app, { name: 'Bob' });
  });
  afterAll(() => app?.stop());

  it('carries the global id the ChatRoom has, so a client can drop a room it can no longer see without building one', async () => {
    const uuid = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    const { data } = await graphql<{ chatRoom: { id: string } }>(app, alice.token, 'query ($u: String!) { chatRoom(roomId: $u) { id } }', {
      u: uuid,
    });
    const feed = new SubscriptionFeed<ListEvent>(app, bob.token, LIST_EVENTS);
    await feed.repeatUntil(
      () => send(app, alice, uuid, 'hello'),
      (received) => received.received.some((event) => event.chatRooms.roomId === uuid),
    );
    const event = feed.received.find((received) => received.chatRooms.roomId === uuid)!;
    expect(event.chatRooms.roomGlobalId).toBe(data!.chatRoom.id);
    expect(event.chatRooms.roomGlobalId).not.toBe(uuid);
  });
});
