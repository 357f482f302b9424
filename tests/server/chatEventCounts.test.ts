import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { chatEvent } from '../../server/chat/events.ts';
import { backends, graphql, startTestApp, statementsOf } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

interface Counts {
  id: string;
  chatsUnreadCount: number;
  chatRequestsCount: number;
  chatsArchivedCount: number;
}
type ListEvent = { chatRooms: { kind: string; roomId: string; room: { unreadCount: number } | null; viewer: Counts } };
const LIST_EVENTS = `subscription {
  chatRooms { kind roomId room { unreadCount } viewer { id chatsUnreadCount chatRequestsCount chatsArchivedCount } }
}`;

describe.each(backends)('chat events carry the counts they change ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  const viewerId = async (member: Member) =>
    (await graphql<{ viewer: { id: string } }>(app, member.token, '{ viewer { id } }')).data!.viewer.id;

  /** A member's chat list feed, live: the server has taken the subscription once an event sent to them arrives. */
  async function liveFeed(member: Member, roomId: string) {
    const feed = new SubscriptionFeed<ListEvent>(app, member.token, LIST_EVENTS);
    await feed.repeatUntil(
      async () => app.services.pubsub.publish('chatProfile', member.id, chatEvent('ROOM_UPDATED', roomId, null)),
      (live) => live.received.length > 0,
    );
    feed.received.length = 0;
    return feed;
  }

  const messageEvents = (feed: SubscriptionFeed<ListEvent>) => feed.received.filter((event) => event.chatRooms.kind === 'MESSAGE');

  it("each member's event carries their own counts, never the other member's", async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    const [anaFeed, benFeed] = [await liveFeed(ana, roomId), await liveFeed(ben, roomId)];

    // Ana's first message is a request to Ben: his badge and Requests tab go up, hers stay at nothing.
    await send(app, ana, roomId, 'hello');
    await Promise.all([anaFeed, benFeed].map((feed) => feed.until((live) => messageEvents(live).length === 1)));
    expect(messageEvents(benFeed)[0].chatRooms.viewer).toEqual({
      id: await viewerId(ben),
      chatsUnreadCount: 1,
      chatRequestsCount: 1,
      chatsArchivedCount: 0,
    });
    expect(messageEvents(anaFeed)[0].chatRooms.viewer).toEqual({
      id: await viewerId(ana),
      chatsUnreadCount: 0,
      chatRequestsCount: 0,
      chatsArchivedCount: 0,
    });

    // Ben's reply accepts the request and reads Ana's message; now Ana has one unread.
    await send(app, ben, roomId, 'hi Ana');
    await Promise.all([anaFeed, benFeed].map((feed) => feed.until((live) => messageEvents(live).length === 2)));
    expect(messageEvents(anaFeed)[1].chatRooms.viewer).toMatchObject({ chatsUnreadCount: 1, chatRequestsCount: 0 });
    expect(messageEvents(benFeed)[1].chatRooms.viewer).toMatchObject({ chatsUnreadCount: 0, chatRequestsCount: 0 });
  });

  it("an event's sockets share one read of the room, and each gets the room as its own member sees it", async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, ana, roomId, 'hello');
    await send(app, ben, roomId, 'hi');
    // Ana in three tabs, Ben in one.
    const feeds = [await liveFeed(ana, roomId), await liveFeed(ana, roomId), await liveFeed(ana, roomId), await liveFeed(ben, roomId)];
    const statements = await statementsOf(app, postgres, async () => {
      await send(app, ben, roomId, 'how are you?');
      await Promise.all(feeds.map((feed) => feed.until((live) => messageEvents(live).length === 1)));
    });
    const roomReads = statements.filter((text) => /from "chat_participants" as "me"/.test(text));
    // The send's own read of the room, and one for the event's four sockets (not one each).
    expect(roomReads).toHaveLength(2);
    // Ana has not read Ben's two messages; Ben has read his own.
    expect(feeds.map((feed) => messageEvents(feed)[0].chatRooms.room)).toEqual([
      { unreadCount: 2 },
      { unreadCount: 2 },
      { unreadCount: 2 },
      { unreadCount: 0 },
    ]);
  });
});
