import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { addImage, createMember, type Member } from './profileFixtures.ts';

const LIKE = `mutation ($uuid: String!) { likeProfile(input: {uuid: $uuid}) { relationType profile { uuid relationType canStartChat likeCount } } }`;
const UNLIKE = `mutation ($uuid: String!) { unlikeProfile(input: {uuid: $uuid}) { relationType profile { relationType } } }`;
const IMAGE_LIKE = `mutation ($id: ID!, $liked: Boolean!) { profileImageLike(input: {id: $id, liked: $liked}) { likeCount profileImage { id hasLiked likeCount } } }`;

type LikeAnswer = {
  likeProfile: {
    relationType: string | null;
    profile: { uuid: string; relationType: string | null; canStartChat: boolean; likeCount: number };
  };
};

describe.each(backends)('likes on $name', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  const likesBetween = async (from: Member, to: Member) =>
    (await app.services.db.selectFrom('likes').selectAll().where('liker_id', '=', from.id).where('liked_id', '=', to.id).execute()).length;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    alice = await createMember(app, { name: 'Alice' });
    // Bob lets only mutuals start a chat, so the payload's canStartChat must follow the new relation.
    bob = await createMember(app, { name: 'Bob', start_chat: 'MUTUALS' });
  });
  afterAll(() => app?.stop());

  it('likes, likes back to mutual, and unlikes, answering the relation the server now holds', async () => {
    const liked = await graphql<LikeAnswer>(app, alice.token, LIKE, { uuid: bob.id });
    expect(liked.data?.likeProfile).toEqual({
      relationType: 'LIKED',
      profile: { uuid: bob.id, relationType: 'LIKED', canStartChat: false, likeCount: 1 },
    });
    // Liking twice changes nothing.
    await graphql(app, alice.token, LIKE, { uuid: bob.id });
    expect(await likesBetween(alice, bob)).toBe(1);

    const back = await graphql<LikeAnswer>(app, bob.token, LIKE, { uuid: alice.id });
    expect(back.data?.likeProfile.relationType).toBe('MUTUAL');
    const aliceView = await graphql<{ profile: { relationType: string; canStartChat: boolean } }>(
      app,
      alice.token,
      '{ profile(uuid: "' + bob.id + '") { relationType canStartChat } }',
    );
    expect(aliceView.data?.profile).toEqual({ relationType: 'MUTUAL', canStartChat: true });

    const unliked = await graphql<{ unlikeProfile: { relationType: string | null } }>(app, alice.token, UNLIKE, { uuid: bob.id });
    expect(unliked.data?.unlikeProfile.relationType).toBe('LIKED_BY');
    expect(await likesBetween(alice, bob)).toBe(0);
  });

  it('refuses to like oneself and changes nothing', async () => {
    const answer = await graphql(app, alice.token, LIKE, { uuid: alice.id });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await likesBetween(alice, alice)).toBe(0);
  });

  it('answers not found for a blocked, hidden-by-privacy or unknown profile and stores no like', async () => {
    const blocker = await createMember(app);
    await app.services.db.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: alice.id }).execute();
    const privateOne = await createMember(app, { view_profile: 'PRIVATE' });
    for (const target of [blocker, privateOne]) {
      const answer = await graphql(app, alice.token, LIKE, { uuid: target.id });
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(answer.errors?.[0].message).toBe('Profile not found. This user may have deleted their account or been banned.');
      expect(await likesBetween(alice, target)).toBe(0);
    }
    expect((await graphql(app, alice.token, LIKE, { uuid: randomUUID() })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('likes and unlikes an image, answering the server’s count', async () => {
    const imageId = toGlobalId('ProfileImage', await addImage(app, bob));
    const carol = await createMember(app);
    await graphql(app, carol.token, IMAGE_LIKE, { id: imageId, liked: true });
    const liked = await graphql<{ profileImageLike: { likeCount: number; profileImage: { hasLiked: boolean; likeCount: number } } }>(
      app,
      alice.token,
      IMAGE_LIKE,
      { id: imageId, liked: true },
    );
    expect(liked.data?.profileImageLike).toEqual({ likeCount: 2, profileImage: { id: imageId, hasLiked: true, likeCount: 2 } });
    const unliked = await graphql<{ profileImageLike: { likeCount: number; profileImage: { hasLiked: boolean } } }>(
      app,
      alice.token,
      IMAGE_LIKE,
      { id: imageId, liked: false },
    );
    expect(unliked.data?.profileImageLike.likeCount).toBe(1);
    expect(unliked.data?.profileImageLike.profileImage.hasLiked).toBe(false);
  });

  it('treats an image the viewer may not see as not found and stores no like', async () => {
    const hidden = await addImage(app, bob, { access: 'PRIVATE' });
    const explicit = await addImage(app, bob, { rating: 'EXPLICIT' });
    const minor = await createMember(app, { age: 16 });
    for (const [viewer, id] of [
      [alice, hidden],
      [minor, explicit],
    ] as const) {
      const answer = await graphql(app, viewer.token, IMAGE_LIKE, { id: toGlobalId('ProfileImage', id), liked: true });
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const rows = await app.services.db.selectFrom('image_likes').selectAll().where('profile_image_id', 'in', [hidden, explicit]).execute();
    expect(rows).toEqual([]);
    expect((await graphql(app, alice.token, IMAGE_LIKE, { id: 'garbage', liked: true })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
