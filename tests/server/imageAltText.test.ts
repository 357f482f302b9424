import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { dataUrl, newMember, photoWithGps } from './settingsFixtures.ts';

const ADD = `mutation ($input: UserProfileImageAddInput!) { userProfileImageAdd(input: $input) { profileImageEdge { node { id altText } } } }`;
const EDIT = `mutation ($input: UserProfileImageEditInput!) { userProfileImageEdit(input: $input) { profileImage { id altText accessPermission } } }`;
const OTHERS_VIEW = `query ($u: String!) { profile(uuid: $u) { images { edges { node { id altText } } } } }`;

describe('image alt text', () => {
  let app: App;
  let owner: { token: string; uuid: string };
  let other: { token: string; uuid: string };
  let photo: string;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await newMember(app, 'alt-owner@example.com');
    other = await newMember(app, 'alt-viewer@example.com');
    photo = dataUrl(await photoWithGps(64, 48));
  });
  afterAll(() => app?.stop());

  const add = (altText?: string | null) =>
    graphql<{ userProfileImageAdd: { profileImageEdge: { node: { id: string; altText: string | null } } } }>(app, owner.token, ADD, {
      input: { image: photo, ...(altText === undefined ? {} : { altText }) },
    });
  const edit = (token: string, input: Record<string, unknown>) =>
    graphql<{ userProfileImageEdit: { profileImage: { id: string; altText: string | null } } }>(app, token, EDIT, {
      input: { accessPermission: 'PUBLIC', ...input },
    });
  const seenByOther = async () =>
    (
      await graphql<{ profile: { images: { edges: { node: { id: string; altText: string | null } }[] } } }>(app, other.token, OTHERS_VIEW, {
        u: owner.uuid,
      })
    ).data!.profile.images.edges.map((edge) => edge.node);

  it('stores the alt text given at upload, trimmed, and shows it to whoever may see the picture', async () => {
    const answer = await add('  Sable, a snow leopard, waving from a con stage  ');
    expect(answer.errors).toBeUndefined();
    const node = answer.data!.userProfileImageAdd.profileImageEdge.node;
    expect(node.altText).toBe('Sable, a snow leopard, waving from a con stage');
    expect(await seenByOther()).toContainEqual({ id: node.id, altText: 'Sable, a snow leopard, waving from a con stage' });
  });

  it('stores none for blank text, and changes or removes it on edit while leaving it alone when absent', async () => {
    const { id, altText } = (await add('   ')).data!.userProfileImageAdd.profileImageEdge.node;
    expect(altText).toBeNull();
    expect((await edit(owner.token, { id, altText: 'A paw print in the snow' })).data!.userProfileImageEdit.profileImage.altText).toBe(
      'A paw print in the snow',
    );
    expect((await edit(owner.token, { id })).data!.userProfileImageEdit.profileImage.altText).toBe('A paw print in the snow');
    expect((await edit(owner.token, { id, altText: '' })).data!.userProfileImageEdit.profileImage.altText).toBeNull();
  });

  it('refuses alt text over 250 characters in the member’s words and changes nothing, at upload and on edit', async () => {
    const before = (await seenByOther()).length;
    const tooLong = 'a'.repeat(251);
    const refused = await add(tooLong);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Alt text can be at most 250 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await seenByOther()).length).toBe(before);

    const { id } = (await add('Kept as it was')).data!.userProfileImageAdd.profileImageEdge.node;
    const refusedEdit = await edit(owner.token, { id, altText: tooLong, accessPermission: 'PRIVATE' });
    expect(refusedEdit.errors?.[0]).toMatchObject({
      message: 'Alt text can be at most 250 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Neither the text nor the access changed.
    expect(await seenByOther()).toContainEqual({ id, altText: 'Kept as it was' });
  });

  it('does not let another member write alt text on someone else’s picture', async () => {
    const { id } = (await add('Mine')).data!.userProfileImageAdd.profileImageEdge.node;
    const answer = await edit(other.token, { id, altText: 'Defaced' });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Image not found.' });
    expect(await seenByOther()).toContainEqual({ id, altText: 'Mine' });
  });
});
