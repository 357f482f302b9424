import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { suspendAccount } from '../../server/moderation/suspension.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';
import { backends, graphql, startTestApp } from './harness.ts';

const COUNTS = '{ viewer { chatsUnreadCount chatRequestsCount activity { unreadChatMessageCount } } }';
type Counts = { viewer: { chatsUnreadCount: number; chatRequestsCount: number; activity: { unreadChatMessageCount: number } } };
const REQUESTS = '{ viewer { chatRooms(filter: REQUESTS, first: 20) { edges { node { uuid } } } } }';
type Rooms = { viewer: { chatRooms: { edges: { node: { uuid: string } }[] } } };
/** Everything a chat payload could say about the other member and the authors of its messages. */
const ROOM = `query ($r: String!) { chatRoom(roomId: $r) { title
  otherProfile { uuid displayName username age bio { biography } primaryImage { id } location { place } }
  participants { profile { uuid displayName username primaryImage { id } } }
  lastMessage { profileUuid profile { displayName username primaryImage { id } } payload { ... on ChatMessageTextPayload { content } } }
  messages(last: 10) { edges { node { profile { displayName username age primaryImage { id } } } } } } }`;

describe.each(backends)('rooms with a member the viewer may not see ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  const counts = async (member: Member) => (await graphql<Counts>(app, member.token, COUNTS)).data!.viewer;
  const requests = async (member: Member) =>
    (await graphql<Rooms>(app, member.token, REQUESTS)).data!.viewer.chatRooms.edges.map((edge) => edge.node.uuid);

  async function requestFrom(writer: Member, invited: Member) {
    const room = (await createRoom(app, writer, invited)).data!.chatRoomCreatePrivate.room.uuid;
    for (const text of ['Hi!', 'Still there?']) await send(app, writer, room, text);
    expect(await counts(invited)).toEqual({ chatsUnreadCount: 2, chatRequestsCount: 1, activity: { unreadChatMessageCount: 2 } });
    expect(await requests(invited)).toEqual([room]);
    return room;
  }

  it('a request from a member suspended since is neither listed nor counted as waiting', async () => {
    const [offender, reporter] = await Promise.all([
      newMember(app, 'unseen-offender@example.com'),
      newMember(app, 'unseen-reporter@example.com'),
    ]);
    const room = await requestFrom(offender, reporter);
    await suspendAccount(app.services.db, offender.id, { reason: 'Harassment', until: null });

    expect(await counts(reporter)).toEqual({ chatsUnreadCount: 0, chatRequestsCount: 0, activity: { unreadChatMessageCount: 0 } });
    expect(await requests(reporter)).toEqual([]);
    // Opened by its address, the room names nobody and shows none of their words.
    const { data } = await graphql(app, reporter.token, ROOM, { r: room });
    expect(JSON.stringify(data)).not.toMatch(/unseen-offender|Still there|Hi!/);
  });

  it('a request from a member whose profile the viewer may no longer see is neither listed nor counted, and says nothing of them', async () => {
    const [hider, invited] = await Promise.all([newMember(app, 'unseen-hider@example.com'), newMember(app, 'unseen-invited@example.com')]);
    const room = await requestFrom(hider, invited);
    const hidden = await graphql(app, hider.token, 'mutation { setPrivacySettings(input: {viewProfile: PRIVATE}) { profile { uuid } } }');
    expect(hidden.errors).toBeUndefined();

    expect(await counts(invited)).toEqual({ chatsUnreadCount: 0, chatRequestsCount: 0, activity: { unreadChatMessageCount: 0 } });
    expect(await requests(invited)).toEqual([]);
    const { data } = await graphql<{ chatRoom: Record<string, unknown> }>(app, invited.token, ROOM, { r: room });
    expect(JSON.stringify(data)).not.toContain('unseen-hider');
    expect(data!.chatRoom).toMatchObject({
      otherProfile: { uuid: hider.id, displayName: '', username: null, age: null, bio: null, primaryImage: null, location: null },
    });
  });

  it('the member who hid keeps counting the room: only the side that may not see is spared', async () => {
    const [hider, invited] = await Promise.all([
      newMember(app, 'unseen-hider2@example.com'),
      newMember(app, 'unseen-invited2@example.com'),
    ]);
    const room = (await createRoom(app, invited, hider)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, invited, room, 'Hello there');
    await graphql(app, hider.token, 'mutation { setPrivacySettings(input: {viewProfile: PRIVATE}) { profile { uuid } } }');
    // The hider sees the one who wrote; the request waits for them as before.
    expect(await counts(hider)).toMatchObject({ chatRequestsCount: 1, chatsUnreadCount: 1 });
  });
});
