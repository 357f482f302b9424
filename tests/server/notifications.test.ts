import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import {
  block,
  centreOf,
  hide,
  kindsFrom,
  like,
  NOTIFICATION,
  setPresence,
  unlike,
  type NotificationView,
} from './notificationFixtures.ts';

describe.each(backends)('notifications: who hears what ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  const adult = (name: string) => createMember(app, { name, age: 30 });

  it('a like gives the liked member exactly one LIKE, linking to the liker, and liking again adds none', async () => {
    const [ana, ben] = [await adult('Ana'), await adult('Ben')];
    await like(app, ana, ben);
    await like(app, ana, ben);
    const { list, unread } = await centreOf(app, ben);
    expect(list.map((item) => [item.kind, item.actor.displayName, item.link, item.count, item.isRead])).toEqual([
      ['LIKE', 'Ana', `/profiles/${ana.id}`, 1, false],
    ]);
    expect(unread).toBe(1);
    expect((await centreOf(app, ana)).list).toEqual([]);
  });

  it('a like back makes one MUTUAL for each and no second LIKE; the answered like is read', async () => {
    const [ana, ben] = [await adult('Ana'), await adult('Ben')];
    await like(app, ana, ben);
    await like(app, ben, ana);
    expect(await kindsFrom(app, ben, ana)).toEqual(['LIKE (read)', 'MUTUAL']);
    expect(await kindsFrom(app, ana, ben)).toEqual(['MUTUAL']);
    expect((await centreOf(app, ben)).unread).toBe(1);
  });

  it('an unlike takes back the like and the mutual it made', async () => {
    const [ana, ben] = [await adult('Ana'), await adult('Ben')];
    await like(app, ben, ana);
    await like(app, ana, ben);
    await unlike(app, ana, ben);
    expect(await kindsFrom(app, ben, ana)).toEqual([]);
    expect(await kindsFrom(app, ana, ben)).toEqual(['LIKE (read)']);
  });

  it('no notification from a member the recipient hid, whose privacy hides them, or who is blocked or of the other pool', async () => {
    const ben = await adult('Ben');
    const hidden = await adult('Hidden');
    await hide(app, ben, hidden);
    await like(app, hidden, ben);
    const secret = await createMember(app, { name: 'Secret', age: 30, view_profile: 'PRIVATE' });
    await like(app, secret, ben);
    const blocked = await adult('Blocked');
    await block(app, ben, blocked);
    expect((await like(app, blocked, ben)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const minor = await createMember(app, { name: 'Minor', age: 16 });
    expect((await like(app, minor, ben)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Stored behind the rules' back (a like from before them): still nothing shows.
    await app.services.db.insertInto('likes').values({ liker_id: minor.id, liked_id: ben.id, created_at: new Date() }).execute();
    expect(await centreOf(app, ben)).toEqual({ list: [], unread: 0 });
  });

  it('a block made later hides earlier notifications, and so does a later age correction', async () => {
    const ben = await adult('Ben');
    const [ana, cy] = [await adult('Ana'), await adult('Cy')];
    await like(app, ana, ben);
    await like(app, cy, ben);
    expect((await centreOf(app, ben)).unread).toBe(2);
    await block(app, ben, ana);
    await app.services.db.updateTable('profiles').set({ date_of_birth: '2010-01-01' }).where('id', '=', cy.id).execute();
    expect(await centreOf(app, ben)).toEqual({ list: [], unread: 0 });
  });

  it('node() gives a member their own notification and refuses it to anyone else', async () => {
    const [ana, ben, eve] = [await adult('Ana'), await adult('Ben'), await adult('Eve')];
    await like(app, ana, ben);
    const [item] = (await centreOf(app, ben)).list;
    const query = `query ($id: ID!) { node(id: $id) { ... on Notification { ${NOTIFICATION} } } }`;
    expect((await graphql<{ node: NotificationView }>(app, ben.token, query, { id: item.id })).data?.node?.kind).toBe('LIKE');
    expect((await graphql(app, eve.token, query, { id: item.id })).data?.node).toBeNull();
    expect((await graphql(app, ana.token, query, { id: item.id })).data?.node).toBeNull();
    const read = await graphql<{ notificationRead: { notification: unknown } }>(
      app,
      eve.token,
      'mutation ($id: ID!) { notificationRead(input: {id: $id}) { notification { id } } }',
      { id: item.id },
    );
    expect(read.data?.notificationRead.notification).toBeNull();
    expect((await centreOf(app, ben)).unread).toBe(1);
  });

  it('read and mark-all-read change the list and the count', async () => {
    const [ana, ben, cy] = [await adult('Ana'), await adult('Ben'), await adult('Cy')];
    await like(app, ana, ben);
    await like(app, cy, ben);
    const [newest] = (await centreOf(app, ben)).list;
    const one = await graphql<{ notificationRead: { notification: { isRead: boolean }; viewer: { notificationsUnreadCount: number } } }>(
      app,
      ben.token,
      'mutation ($id: ID!) { notificationRead(input: {id: $id}) { notification { isRead } viewer { notificationsUnreadCount } } }',
      { id: newest.id },
    );
    expect(one.data?.notificationRead).toEqual({ notification: { isRead: true }, viewer: { notificationsUnreadCount: 1 } });
    const all = await graphql<{
      notificationsMarkAllRead: { notifications: { kind: string }[]; viewer: { notificationsUnreadCount: number } };
    }>(
      app,
      ben.token,
      'mutation { notificationsMarkAllRead { notifications { kind actor { displayName } } viewer { notificationsUnreadCount } } }',
    );
    expect(all.data?.notificationsMarkAllRead).toEqual({
      notifications: [{ kind: 'LIKE', actor: { displayName: 'Ana' } }],
      viewer: { notificationsUnreadCount: 0 },
    });
  });

  it('a first message asks once (CHAT_REQUEST); later messages count into one MESSAGE a room, which reading the room answers', async () => {
    const [ana, ben] = [await adult('Ana'), await adult('Ben')];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, ana, roomId, 'hi Ben');
    await send(app, ana, roomId, 'are you there?');
    expect(await kindsFrom(app, ben, ana)).toEqual(['CHAT_REQUEST']);
    const reply = await send(app, ben, roomId, 'hello Ana');
    expect(await kindsFrom(app, ana, ben)).toEqual(['MESSAGE']);
    // Answering the request read it.
    expect(await kindsFrom(app, ben, ana)).toEqual(['CHAT_REQUEST (read)']);
    await send(app, ben, roomId, 'second');
    await send(app, ben, roomId, 'third');
    const [message] = (await centreOf(app, ana)).list;
    expect([message.kind, message.count, message.link, message.chatRoom?.uuid]).toEqual(['MESSAGE', 3, `/chatrooms/${roomId}`, roomId]);
    const seq = reply.data!.chatRoomMessageSend.messageEdge.node.seqId + 2;
    await graphql(
      app,
      ana.token,
      'mutation ($r: String!, $s: Int!) { chatRoomReadMarkerUpdate(input: {roomId: $r, seqId: $s}) { lastReadSeqId } }',
      {
        r: roomId,
        s: seq,
      },
    );
    expect(await kindsFrom(app, ana, ben)).toEqual(['MESSAGE (read)']);
    await send(app, ben, roomId, 'a new one');
    expect(await kindsFrom(app, ana, ben)).toEqual(['MESSAGE (read)', 'MESSAGE']);
  });

  it('no MESSAGE while the recipient reads the room in a visible tab', async () => {
    const [ana, ben] = [await adult('Ana'), await adult('Ben')];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, ana, roomId, 'hi');
    await send(app, ben, roomId, 'hi back');
    await app.services.db.deleteFrom('notifications').execute();
    await app.services.db
      .insertInto('chat_room_readers')
      .values({ id: crypto.randomUUID(), profile_id: ben.id, room_id: roomId, seen_at: new Date() })
      .execute();
    await setPresence(app, ben, true);
    await send(app, ana, roomId, 'you are reading this');
    expect(await kindsFrom(app, ben, ana)).toEqual([]);
    await setPresence(app, ben, false);
    await send(app, ana, roomId, 'and now you are not looking');
    expect(await kindsFrom(app, ben, ana)).toEqual(['MESSAGE']);
  });

  it('likesReceived lists who likes the viewer, by the same rules', async () => {
    const ben = await adult('Ben');
    const [ana, cy, dee] = [await adult('Ana'), await adult('Cy'), await adult('Dee')];
    await like(app, ana, ben);
    await like(app, cy, ben);
    await like(app, dee, ben);
    await block(app, ben, cy);
    await app.services.db.updateTable('profiles').set({ view_profile: 'PRIVATE' }).where('id', '=', dee.id).execute();
    const page = async (after?: string) =>
      (
        await graphql<{
          viewer: { likesReceived: { edges: { cursor: string; node: { displayName: string } }[]; pageInfo: { hasNextPage: boolean } } };
        }>(
          app,
          ben.token,
          'query ($a: String) { viewer { likesReceived(first: 1, after: $a) { edges { cursor node { displayName } } pageInfo { hasNextPage } } } }',
          { a: after },
        )
      ).data!.viewer.likesReceived;
    const first = await page();
    expect(first.edges.map((edge) => edge.node.displayName)).toEqual(['Ana']);
    expect(first.pageInfo.hasNextPage).toBe(false);
  });
});

describe('presence is coarse and follows the privacy switch', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const presenceOf = async (viewer: Member, owner: Member) =>
    (
      await graphql<{ profile: { presence: string | null } }>(app, viewer.token, 'query ($u: String!) { profile(uuid: $u) { presence } }', {
        u: owner.id,
      })
    ).data?.profile?.presence;

  it('shows Online, Active today, Active this week or nothing, and never to others when hidden', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    await setPresence(app, ben, true);
    expect(await presenceOf(ana, ben)).toBe('ONLINE');
    await setPresence(app, ben, false);
    // Ben's last request just now counts as activity.
    expect(await presenceOf(ana, ben)).toBe('ACTIVE_TODAY');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const db = app.services.db;
    await db
      .updateTable('profiles')
      .set({ last_online_at: daysAgo(3) })
      .where('id', '=', ben.id)
      .execute();
    expect(await presenceOf(ana, ben)).toBe('ACTIVE_THIS_WEEK');
    await db
      .updateTable('profiles')
      .set({ last_online_at: daysAgo(8) })
      .where('id', '=', ben.id)
      .execute();
    expect(await presenceOf(ana, ben)).toBeNull();
    await setPresence(app, ben, true);
    await db.updateTable('profiles').set({ show_last_online: false }).where('id', '=', ben.id).execute();
    expect(await presenceOf(ana, ben)).toBeNull();
    expect(await presenceOf(ben, ben)).toBe('ONLINE');
  });

  it('a member whose socket closes is no longer online', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    await setPresence(app, ben, true);
    const tab = new SubscriptionFeed(app, ben.token, 'subscription ($r: String!) { chatRoom(roomId: $r) { kind } }', { r: roomId });
    // The room's snapshot arrives once the socket is acknowledged and subscribed.
    await tab.until((feed) => feed.received.length === 1);
    expect(await presenceOf(ana, ben)).toBe('ONLINE');
    await tab.dispose();
    // Without the disconnect, ONLINE would last two minutes, well past this test's time limit.
    while ((await presenceOf(ana, ben)) === 'ONLINE') await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await presenceOf(ana, ben)).toBe('ACTIVE_TODAY');
  });

  it('an authenticated request moves last_online_at forward', async () => {
    const ana = await createMember(app, { name: 'Ana', last_online_at: new Date(Date.now() - 30 * 86_400_000) });
    await graphql(app, ana.token, '{ viewer { id } }');
    const row = await app.services.db.selectFrom('profiles').select('last_online_at').where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(Date.now() - row.last_online_at!.getTime()).toBeLessThan(86_400_000);
  });
});

describe('no exact activity time reaches another member', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('a chat participant’s lastReadAt is the viewer’s own only', async () => {
    const [ana, ben] = [await createMember(app, { name: 'Ana' }), await createMember(app, { name: 'Ben' })];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, ana, roomId, 'hi');
    await send(app, ben, roomId, 'hello');
    const { data } = await graphql<{ chatRoom: { participants: { profile: { uuid: string }; lastReadAt: string | null }[] } }>(
      app,
      ana.token,
      'query ($r: String!) { chatRoom(roomId: $r) { participants { profile { uuid } lastReadAt } } }',
      { r: roomId },
    );
    const byMember = Object.fromEntries(data!.chatRoom.participants.map((member) => [member.profile.uuid, member.lastReadAt]));
    expect(byMember[ben.id]).toBeNull();
    expect(byMember[ana.id]).toEqual(expect.any(String));
  });
});
