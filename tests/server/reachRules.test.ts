import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';

type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
const refusalOf = (answer: Answer) => ({ message: answer.errors?.[0]?.message, code: answer.errors?.[0]?.extensions?.code });
const MINOR_BIRTH_DATE = `${new Date().getUTCFullYear() - 16}-01-01`;

/**
 * A profile the viewer may not see (another pool, a block either way, a deleted or banned account, its own
 * "who may view my profile") must read exactly like an id that belongs to nobody, and cannot be messaged by
 * any path; like counts count only likers the member may see.
 */
describe.each(backends)('who may reach whom on $name', ({ postgres }) => {
  let app: App;
  let viewer: Member;
  const db = () => app.services.db;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    viewer = await newMember(app, `viewer-${randomUUID()}@example.com`);
  });
  afterAll(() => app?.stop());

  it('answers a chat with any profile the viewer may not see exactly as one with an unused id', async () => {
    const nobody = refusalOf(await createRoom(app, viewer, { id: randomUUID(), token: '' }));
    expect(nobody).toEqual({ message: 'That profile does not exist.', code: 'NOT_FOUND' });

    const minor = await newMember(app, `minor-${randomUUID()}@example.com`, MINOR_BIRTH_DATE);
    const blockedMe = await newMember(app, `blocker-${randomUUID()}@example.com`);
    await db().insertInto('blocks').values({ blocker_id: blockedMe.id, blocked_id: viewer.id }).execute();
    const iBlocked = await newMember(app, `blocked-${randomUUID()}@example.com`);
    await db().insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: iBlocked.id }).execute();
    const deleted = await newMember(app, `deleted-${randomUUID()}@example.com`);
    await db().updateTable('profiles').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
    const banned = await newMember(app, `banned-${randomUUID()}@example.com`);
    await db().updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', banned.id).execute();
    const friendsOnly = await newMember(app, `private-${randomUUID()}@example.com`);
    await db().updateTable('profiles').set({ view_profile: 'FRIENDS' }).where('id', '=', friendsOnly.id).execute();

    for (const [name, other] of Object.entries({ minor, blockedMe, iBlocked, deleted, banned, friendsOnly })) {
      expect({ name, ...refusalOf(await createRoom(app, viewer, other)) }).toEqual({ name, ...nobody });
    }
    // And nothing was made: the viewer has no room with any of them.
    const rooms = await db().selectFrom('chat_participants').select('room_id').where('profile_id', '=', viewer.id).execute();
    expect(rooms).toEqual([]);
  });

  it('keeps a stranger from messaging a profile hidden from them, in a new room or one made before', async () => {
    const owner = await newMember(app, `owner-${randomUUID()}@example.com`);
    const stranger = await newMember(app, `stranger-${randomUUID()}@example.com`);
    // A room made while the profile was public, before any message.
    const early = (await createRoom(app, stranger, owner)).data!.chatRoomCreatePrivate.room.uuid;
    await db().updateTable('profiles').set({ view_profile: 'FRIENDS' }).where('id', '=', owner.id).execute();

    expect(refusalOf(await createRoom(app, stranger, owner))).toMatchObject({ message: 'That profile does not exist.' });
    expect(refusalOf(await send(app, stranger, early, 'hey cutie'))).toEqual({
      message: 'You are not allowed to message this profile.',
      code: 'FORBIDDEN',
    });
    const profile = await graphql<{ profile: null | { canStartChat: boolean } }>(
      app,
      stranger.token,
      'query ($u: String!) { profile(uuid: $u) { canStartChat } }',
      { u: owner.id },
    );
    expect(profile.data).toEqual({ profile: null });
    // Nothing reached the owner.
    const messages = await db().selectFrom('chat_messages').select('id').where('room_id', '=', early).execute();
    expect(messages).toEqual([]);
  });

  it('stops a chat under way once the other member hides their profile from the sender', async () => {
    const owner = await newMember(app, `talker-${randomUUID()}@example.com`);
    const other = await newMember(app, `listener-${randomUUID()}@example.com`);
    const room = (await createRoom(app, other, owner)).data!.chatRoomCreatePrivate.room.uuid;
    expect((await send(app, other, room, 'hello')).data).toBeTruthy();
    await db().updateTable('profiles').set({ view_profile: 'PRIVATE' }).where('id', '=', owner.id).execute();
    expect(refusalOf(await send(app, other, room, 'still there?')).message).toBe('You are not allowed to message this profile.');
    // The owner, who can still see the sender, may write.
    expect((await send(app, owner, room, 'yes, but goodbye')).data).toBeTruthy();
  });

  it('counts only likers the member may see now: a liker who blocks them drops out of every count', async () => {
    const liked = await newMember(app, `liked-${randomUUID()}@example.com`);
    const fan = await newMember(app, `fan-${randomUUID()}@example.com`);
    const blocker = await newMember(app, `fickle-${randomUUID()}@example.com`);
    const like = 'mutation ($u: String!) { likeProfile(input: {uuid: $u}) { relationType } }';
    for (const member of [fan, blocker]) await graphql(app, member.token, like, { u: liked.id });
    await graphql(app, liked.token, like, { u: blocker.id });
    const counts = async () =>
      (
        await graphql<{ profile: { likeCount: number } }>(app, fan.token, 'query ($u: String!) { profile(uuid: $u) { likeCount } }', {
          u: liked.id,
        })
      ).data!.profile.likeCount;
    const own = async () =>
      (await graphql<{ viewer: { likeCount: number; mutualCount: number } }>(app, liked.token, '{ viewer { likeCount mutualCount } }'))
        .data!.viewer;
    expect(await counts()).toBe(2);
    expect(await own()).toEqual({ likeCount: 2, mutualCount: 1 });

    await graphql(app, blocker.token, 'mutation ($u: String!) { userBlockProfile(input: {uuid: $u}) { __typename } }', {
      u: liked.id,
    });
    expect(await counts()).toBe(1);
    expect(await own()).toEqual({ likeCount: 1, mutualCount: 0 });
  });
});
