import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

const LISTS = `{
  viewer {
    chatsArchivedCount
    recent: chatRooms(filter: RECENT) { edges { node { uuid } } }
    archived: chatRooms(filter: ARCHIVED) { edges { node { uuid } } }
  }
}`;
type Lists = {
  viewer: {
    chatsArchivedCount: number;
    recent: { edges: { node: { uuid: string } }[] };
    archived: { edges: { node: { uuid: string } }[] };
  };
};
type RoomEvent = { chatRooms: { kind: string; room: { uuid: string; isArchived: boolean } | null } };

async function listsOf(app: App, member: Member) {
  const { viewer } = (await graphql<Lists>(app, member.token, LISTS)).data!;
  return {
    archivedCount: viewer.chatsArchivedCount,
    recent: viewer.recent.edges.map((edge) => edge.node.uuid),
    archived: viewer.archived.edges.map((edge) => edge.node.uuid),
  };
}

const archive = (app: App, member: Member, roomId: string) =>
  graphql(app, member.token, 'mutation ($r: String!) { chatRoomArchive(input: {roomId: $r}) { room { isArchived } } }', { r: roomId });

describe('an archived chat and a new message', () => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let roomId: string;
  beforeAll(async () => {
    app = await startTestApp();
    alice = await newMember(app, 'archive-alice@example.com');
    bob = await newMember(app, 'archive-bob@example.com');
    roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, alice, roomId, 'hi Bob');
    await send(app, bob, roomId, 'hi Alice');
  });
  afterAll(() => app?.stop());

  it('comes back to Recent for the member who archived it, live and in the lists, when the other member writes', async () => {
    await archive(app, bob, roomId);
    expect(await listsOf(app, bob)).toEqual({ archivedCount: 1, recent: [], archived: [roomId] });

    const feed = new SubscriptionFeed<RoomEvent>(app, bob.token, 'subscription { chatRooms { kind room { uuid isArchived } } }');
    try {
      await feed.repeatUntil(
        () => send(app, alice, roomId, 'are you there?'),
        () => feed.received.some((event) => event.chatRooms.room?.uuid === roomId),
      );
      const event = feed.received.find((received) => received.chatRooms.room?.uuid === roomId)!;
      expect(event.chatRooms).toEqual({ kind: 'MESSAGE', room: { uuid: roomId, isArchived: false } });
    } finally {
      await feed.dispose();
    }
    expect(await listsOf(app, bob)).toEqual({ archivedCount: 0, recent: [roomId], archived: [] });
  });

  it('stays where the sender put it: their own message does not take it out of their Archived', async () => {
    await archive(app, alice, roomId);
    await send(app, alice, roomId, 'note to self');
    expect(await listsOf(app, alice)).toEqual({ archivedCount: 1, recent: [], archived: [roomId] });
  });
});
