import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Updateable } from 'kysely';
import type { App } from '../../server/app.ts';
import type { ProfilesTable } from '../../server/db/types.ts';
import { graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';

const LIST = `query ($first: Int, $after: String) {
  viewer { hiddenProfiles(first: $first, after: $after) {
    edges { cursor node { uuid displayName isHidden: isHiddenByViewer primaryImage { id } } }
    pageInfo { hasNextPage endCursor }
  } }
}`;
type Page = {
  viewer: {
    hiddenProfiles: {
      edges: { node: { uuid: string; displayName: string; isHidden: boolean } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
};

const profileAction = (app: App, member: Member, field: string, uuid: string) =>
  graphql(app, member.token, `mutation ($u: String!) { ${field}(input: {uuid: $u}) { __typename } }`, { u: uuid });

async function hiddenNames(app: App, member: Member) {
  const answer = await graphql<Page>(app, member.token, LIST, { first: 50 });
  expect(answer.errors).toBeUndefined();
  return answer.data!.viewer.hiddenProfiles.edges.map((edge) => edge.node.displayName);
}

describe('Hidden Profiles', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('lists the profiles the member hid, most recent first, a page at a time, and Unhide takes one off', async () => {
    const viewer = await createMember(app, { name: 'Hider' });
    const [first, second, third] = [
      await createMember(app, { name: 'First' }),
      await createMember(app, { name: 'Second' }),
      await createMember(app, { name: 'Third' }),
    ];
    for (const other of [first, second, third]) await profileAction(app, viewer, 'userHideProfile', other.id);

    const page = (await graphql<Page>(app, viewer.token, LIST, { first: 2 })).data!.viewer.hiddenProfiles;
    expect(page.edges.map((edge) => [edge.node.displayName, edge.node.isHidden])).toEqual([
      ['Third', true],
      ['Second', true],
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = (await graphql<Page>(app, viewer.token, LIST, { first: 2, after: page.pageInfo.endCursor })).data!.viewer.hiddenProfiles;
    expect(rest.edges.map((edge) => edge.node.displayName)).toEqual(['First']);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    await profileAction(app, viewer, 'userUnhideProfile', second.id);
    expect(await hiddenNames(app, viewer)).toEqual(['Third', 'First']);
    // Nobody else sees the member's list: another member's is their own (empty).
    expect(await hiddenNames(app, first)).toEqual([]);
  });

  it('never shows a hidden profile the member may no longer see: one that blocked them, went private, left, or crossed pools', async () => {
    const viewer = await createMember(app, { name: 'Watcher' });
    const names = ['Stays', 'Blocker', 'Private', 'Deleted', 'Banned', 'NowMinor'];
    const others = new Map<string, Member>();
    for (const name of names) others.set(name, await createMember(app, { name }));
    for (const other of others.values()) await profileAction(app, viewer, 'userHideProfile', other.id);
    expect(await hiddenNames(app, viewer)).toEqual([...names].reverse());

    await profileAction(app, others.get('Blocker')!, 'userBlockProfile', viewer.id);
    const db = app.services.db;
    const set = (name: string, columns: Updateable<ProfilesTable>) =>
      db.updateTable('profiles').set(columns).where('id', '=', others.get(name)!.id).execute();
    await set('Private', { view_profile: 'PRIVATE' });
    await set('Deleted', { deleted_at: new Date() });
    await set('Banned', { banned_at: new Date() });
    // Staff corrected a date of birth: the member is 16 now, in the other pool.
    await set('NowMinor', { date_of_birth: `${new Date().getUTCFullYear() - 16}-01-01` });

    expect(await hiddenNames(app, viewer)).toEqual(['Stays']);
  });

  it('gives a visitor who is not logged in no viewer and no list', async () => {
    const answer = await graphql<{ viewer: null }>(app, null, LIST, { first: 5 });
    expect(answer.data?.viewer ?? null).toBeNull();
  });
});
