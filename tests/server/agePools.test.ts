import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { createPrivateRoom } from '../../server/chat/rooms.ts';
import { storeMessage } from '../../server/chat/messages.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { backends, graphql, startTestApp, wsClient } from './harness.ts';
import { addImage } from './profileFixtures.ts';
import { loginMember, searchNames } from './searchFixtures.ts';

interface Member {
  id: string;
  token: string;
}

const errorOf = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) => answer.errors?.[0];

/**
 * Adults and minors are two pools that never meet (issue 11): every path from one to the other answers as
 * if the member did not exist, both ways — while the same paths inside one pool keep working.
 */
describe.each(backends)('adults and minors never meet on $name', ({ postgres }) => {
  let app: App;
  let adult: Member;
  let otherAdult: Member;
  let minor: Member;
  let otherMinor: Member;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    adult = await loginMember(app, `Pool Adult ${suffix}`, { age: 30, is_ad_opt_in: true });
    otherAdult = await loginMember(app, `Pool Grownup ${suffix}`, { age: 40, is_ad_opt_in: true });
    minor = await loginMember(app, `Pool Minor ${suffix}`, { age: 16 });
    otherMinor = await loginMember(app, `Pool Teen ${suffix}`, { age: 17 });
  });

  afterAll(async () => {
    await app.stop();
  });

  const PROFILE =
    'query ($u: String!) { profile(uuid: $u) { uuid displayName groups { group { displayName } } events { event { displayName } } } }';
  const profileOf = async (viewer: Member, owner: Member) =>
    (await graphql<{ profile: { uuid: string } | null }>(app, viewer.token, PROFILE, { u: owner.id })).data!.profile;

  it('answers a profile by uuid only inside the viewer’s pool', async () => {
    expect(await profileOf(adult, minor)).toBeNull();
    expect(await profileOf(minor, adult)).toBeNull();
    expect((await profileOf(adult, otherAdult))?.uuid).toBe(otherAdult.id);
    expect((await profileOf(minor, otherMinor))?.uuid).toBe(otherMinor.id);
  });

  it('resolves no node of a member of the other pool: profile, image, fursona, social account', async () => {
    const db = app.services.db;
    const image = await addImage(app, minor);
    const adultImage = await addImage(app, adult);
    const sona = randomUUID();
    const species = await db
      .insertInto('species')
      .values({ display_name: `Fox ${suffix}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('sonas').values({ id: sona, profile_id: minor.id, display_name: 'Pip', species_id: species.id }).execute();
    const social = randomUUID();
    await db
      .insertInto('social_accounts')
      .values({ id: social, profile_id: minor.id, social_network: 'TELEGRAM', value: '@pip', access_permission: 'PUBLIC' })
      .execute();
    const ids = [
      toGlobalId('Profile', minor.id),
      toGlobalId('ProfileImage', image),
      toGlobalId('Sona', sona),
      toGlobalId('SocialAccount', social),
    ];
    const nodes = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }';
    expect((await graphql(app, adult.token, nodes, { ids })).data).toEqual({ nodes: [null, null, null, null] });
    // The same ids resolve for a member of the same pool, so the test can tell the rule from a broken lookup.
    const seen = await graphql<{ nodes: ({ __typename: string } | null)[] }>(app, otherMinor.token, nodes, { ids });
    expect(seen.data!.nodes.map((node) => node?.__typename)).toEqual(['Profile', 'ProfileImage', 'Sona', 'SocialAccount']);
    // And back: a minor reaches no adult's node either.
    const back = await graphql(app, minor.token, nodes, { ids: [toGlobalId('Profile', adult.id), toGlobalId('ProfileImage', adultImage)] });
    expect(back.data).toEqual({ nodes: [null, null] });
  });

  it('refuses likes across the pools both ways and stores none', async () => {
    const like = 'mutation ($u: String!) { likeProfile(input: {uuid: $u}) { relationType } }';
    expect(errorOf(await graphql(app, adult.token, like, { u: minor.id }))?.extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await graphql(app, minor.token, like, { u: adult.id }))?.extensions?.code).toBe('NOT_FOUND');
    const likes = await app.services.db
      .selectFrom('likes')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('liker_id', '=', adult.id), eb('liked_id', '=', minor.id)]),
          eb.and([eb('liker_id', '=', minor.id), eb('liked_id', '=', adult.id)]),
        ]),
      )
      .execute();
    expect(likes).toEqual([]);
    expect((await graphql(app, otherMinor.token, like, { u: minor.id })).data).toEqual({ likeProfile: { relationType: 'LIKED' } });
  });

  it('refuses image likes across the pools both ways and stores none', async () => {
    const minorImage = await addImage(app, minor);
    const adultImage = await addImage(app, adult);
    const like = 'mutation ($id: ID!) { profileImageLike(input: {id: $id, liked: true}) { likeCount } }';
    expect(errorOf(await graphql(app, adult.token, like, { id: toGlobalId('ProfileImage', minorImage) }))?.message).toBe(
      'Image not found.',
    );
    expect(errorOf(await graphql(app, minor.token, like, { id: toGlobalId('ProfileImage', adultImage) }))?.message).toBe(
      'Image not found.',
    );
    const rows = await app.services.db
      .selectFrom('image_likes')
      .selectAll()
      .where('profile_image_id', 'in', [minorImage, adultImage])
      .execute();
    expect(rows).toEqual([]);
    expect((await graphql(app, otherMinor.token, like, { id: toGlobalId('ProfileImage', minorImage) })).data).toEqual({
      profileImageLike: { likeCount: 1 },
    });
  });

  it('refuses a block or hide across the pools like a missing profile, so the Blocked Profiles list cannot name a stranger', async () => {
    for (const field of ['userBlockProfile', 'userHideProfile']) {
      const mutation = `mutation ($u: String!) { ${field}(input: {uuid: $u}) { profile { uuid } } }`;
      expect(errorOf(await graphql(app, adult.token, mutation, { u: minor.id }))).toMatchObject({
        message: 'Profile not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(errorOf(await graphql(app, minor.token, mutation, { u: adult.id }))).toMatchObject({
        message: 'Profile not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const blocked = await graphql(app, adult.token, '{ viewer { blockedContent { profiles { uuid displayName } } } }');
    expect(blocked.data).toEqual({ viewer: { blockedContent: { profiles: [] } } });
  });

  it('refuses a new chat across the pools both ways', async () => {
    const create = 'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }';
    expect(errorOf(await graphql(app, adult.token, create, { p: minor.id }))?.message).toBe('That profile does not exist.');
    expect(errorOf(await graphql(app, minor.token, create, { p: adult.id }))?.message).toBe('That profile does not exist.');
  });

  describe('a room across the pools made before the rule (seed data, an old date of birth)', () => {
    let roomId: string;
    let messageId: string;

    beforeAll(async () => {
      const db = app.services.db;
      roomId = await createPrivateRoom(db, adult.id, minor.id);
      await db.updateTable('chat_participants').set({ status: 'JOINED' }).where('room_id', '=', roomId).execute();
      messageId = (await storeMessage(db, { roomId, profileId: adult.id, clientId: randomUUID(), content: 'hey kiddo' })).message.id;
    });

    it('is in neither member’s list, counts or requests', async () => {
      const lists = '{ viewer { chatsUnreadCount chatRequestsCount chatsArchivedCount chatRooms { edges { node { uuid } } } } }';
      for (const member of [adult, minor]) {
        const answer = await graphql<{ viewer: { chatsUnreadCount: number; chatRooms: { edges: { node: { uuid: string } }[] } } }>(
          app,
          member.token,
          lists,
        );
        expect(answer.data!.viewer).toEqual({ chatsUnreadCount: 0, chatRequestsCount: 0, chatsArchivedCount: 0, chatRooms: { edges: [] } });
      }
      const privateRoom = 'query ($p: String!) { chatRoomPrivate(profileUuid: $p) { uuid } }';
      expect((await graphql(app, adult.token, privateRoom, { p: minor.id })).data).toEqual({ chatRoomPrivate: null });
      expect((await graphql(app, minor.token, privateRoom, { p: adult.id })).data).toEqual({ chatRoomPrivate: null });
    });

    it('cannot be read, written to or typed in by either member', async () => {
      const read =
        'query ($r: String!) { chatRoom(roomId: $r) { messages { edges { node { payload { ... on ChatMessageTextPayload { content } } } } } } }';
      const sendText =
        'mutation ($r: String!, $id: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: "still here?"}, clientMutationId: $id}) { messageEdge { cursor } } }';
      const typing = 'mutation ($r: String!) { chatRoomStartTyping(input: {roomId: $r}) { ok } }';
      for (const member of [adult, minor]) {
        const answer = await graphql(app, member.token, read, { r: roomId });
        expect(errorOf(answer)?.message).toBe('You are not allowed to open this chat.');
        expect(JSON.stringify(answer.data)).not.toContain('hey kiddo');
        expect(errorOf(await graphql(app, member.token, sendText, { r: roomId, id: randomUUID() }))?.message).toContain('not allowed');
        expect(errorOf(await graphql(app, member.token, typing, { r: roomId }))?.message).toContain('not allowed');
      }
      // Asking for the private room again does not bring it back.
      const create = 'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }';
      expect(errorOf(await graphql(app, adult.token, create, { p: minor.id }))?.message).toBe('That profile does not exist.');
      expect(errorOf(await graphql(app, minor.token, create, { p: adult.id }))?.message).toBe('That profile does not exist.');
      const stored = await app.services.db.selectFrom('chat_messages').select('content').where('room_id', '=', roomId).execute();
      expect(stored).toEqual([{ content: 'hey kiddo' }]);
    });

    it('resolves no room, message or participant node', async () => {
      const ids = [
        toGlobalId('ChatRoom', roomId),
        toGlobalId('ChatRoomMessage', messageId),
        toGlobalId('ChatRoomParticipant', `${roomId}:${minor.id}`),
      ];
      const nodes = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }';
      expect((await graphql(app, adult.token, nodes, { ids })).data).toEqual({ nodes: [null, null, null] });
      expect((await graphql(app, minor.token, nodes, { ids })).data).toEqual({ nodes: [null, null, null] });
    });

    it('refuses a subscription to it', async () => {
      const client = wsClient(app, adult.token);
      const result = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription ($r: String!) { chatRoom(roomId: $r) { kind } }', variables: { r: roomId } },
          { next: resolve, error: resolve, complete: () => resolve('complete') },
        );
      });
      await client.dispose();
      expect(JSON.stringify(result)).toContain('not allowed');
    });
  });

  it('finds members only in the viewer’s pool, in the grid and by name', async () => {
    const adultSees = await searchNames(app, adult.token);
    expect(adultSees).toContain(`Pool Grownup ${suffix}`);
    expect(adultSees).not.toContain(`Pool Minor ${suffix}`);
    expect(adultSees).not.toContain(`Pool Teen ${suffix}`);
    const minorSees = await searchNames(app, minor.token);
    expect(minorSees).toContain(`Pool Teen ${suffix}`);
    expect(minorSees).not.toContain(`Pool Adult ${suffix}`);
    const byName = 'query ($s: String!) { profileOverview(search: $s) { displayName } }';
    const named = async (viewer: Member) =>
      (await graphql<{ profileOverview: { displayName: string }[] }>(app, viewer.token, byName, { s: suffix }))
        .data!.profileOverview.map((profile) => profile.displayName)
        .sort();
    expect(await named(adult)).toEqual([`Pool Grownup ${suffix}`]);
    expect(await named(minor)).toEqual([`Pool Teen ${suffix}`]);
  });

  it('counts no like from the other pool after a birthday, and counts it again once both are adults', async () => {
    const db = app.services.db;
    const [older, younger, friend] = [
      await loginMember(app, `Older ${suffix}`, { age: 17 }),
      await loginMember(app, `Younger ${suffix}`, { age: 17 }),
      await loginMember(app, `Friend ${suffix}`, { age: 17 }),
    ];
    const image = await addImage(app, younger);
    await db
      .insertInto('likes')
      .values([
        { liker_id: older.id, liked_id: younger.id },
        { liker_id: younger.id, liked_id: older.id },
      ])
      .execute();
    await db.insertInto('image_likes').values({ profile_image_id: image, profile_id: older.id }).execute();
    const counts = async () => ({
      older: (await graphql<{ viewer: unknown }>(app, older.token, '{ viewer { likeCount mutualCount } }')).data!.viewer,
      younger: (await graphql<{ viewer: unknown }>(app, younger.token, '{ viewer { likeCount mutualCount } }')).data!.viewer,
      seenByFriend: (
        await graphql<{ profile: unknown }>(
          app,
          friend.token,
          'query ($u: String!) { profile(uuid: $u) { likeCount images { edges { node { likeCount } } } } }',
          { u: younger.id },
        )
      ).data!.profile,
    });
    const together = { likeCount: 1, mutualCount: 1 };
    expect(await counts()).toEqual({
      older: together,
      younger: together,
      seenByFriend: { likeCount: 1, images: { edges: [{ node: { likeCount: 1 } }] } },
    });
    // The older one turns 18 (here: takes an adult's date): the likes stay stored but count for nothing across the line.
    const adultDate = (await db.selectFrom('profiles').select('date_of_birth').where('id', '=', adult.id).executeTakeFirstOrThrow())
      .date_of_birth;
    await db.updateTable('profiles').set({ date_of_birth: adultDate }).where('id', '=', older.id).execute();
    const apart = { likeCount: 0, mutualCount: 0 };
    expect(await counts()).toEqual({
      older: apart,
      younger: apart,
      seenByFriend: { likeCount: 0, images: { edges: [{ node: { likeCount: 0 } }] } },
    });
    await db.updateTable('profiles').set({ date_of_birth: adultDate }).where('id', 'in', [younger.id, friend.id]).execute();
    expect(await counts()).toEqual({
      older: together,
      younger: together,
      seenByFriend: { likeCount: 1, images: { edges: [{ node: { likeCount: 1 } }] } },
    });
  });

  it('tells a minor nothing about After Dark, and an adult whether a profile has it', async () => {
    const query = 'query ($u: String!) { profile(uuid: $u) { isAdOptIn } }';
    expect((await graphql(app, minor.token, query, { u: otherMinor.id })).data).toEqual({ profile: { isAdOptIn: null } });
    expect((await graphql(app, otherAdult.token, query, { u: adult.id })).data).toEqual({ profile: { isAdOptIn: true } });
  });
});
