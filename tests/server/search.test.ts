import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp, statementsOf } from './harness.ts';
import { BERLIN, insertProfile, loginMember, offset, searchAll, searchNames } from './searchFixtures.ts';

describe.each(backends)('profileSearch on $name', ({ postgres }) => {
  let app: App;
  let viewer: { id: string; token: string };
  let minor: { id: string; token: string };
  let adViewer: { id: string; token: string };

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    const db = app.services.db;
    viewer = await loginMember(app, 'Viewer Vole', { age: 30 });
    minor = await loginMember(app, 'Minor Mink', { age: 16 });
    adViewer = await loginMember(app, 'Night Viewer', { age: 35, is_ad_opt_in: true });

    await insertProfile(app, 'Near Public', { at: offset(BERLIN, 1), last_online_at: new Date('2026-01-02T03:04:05.678Z') });
    await insertProfile(app, 'Far Public', { at: offset(BERLIN, 80) });
    await insertProfile(app, 'Other Country', { at: { latitude: 48.85341, longitude: 2.3488 } });
    await insertProfile(app, 'Gone Deleted', { deleted_at: new Date() });
    await insertProfile(app, 'Gone Banned', { banned_at: new Date() });
    await insertProfile(app, 'Not Onboarded', { onboarded_at: null });
    await insertProfile(app, 'Hidden Self', { is_hidden: true });
    const blockedByViewer = await insertProfile(app, 'Blocked By Viewer');
    const blockerOfViewer = await insertProfile(app, 'Blocker Of Viewer');
    const hiddenByViewer = await insertProfile(app, 'Hidden By Viewer');
    await db
      .insertInto('blocks')
      .values([
        { blocker_id: viewer.id, blocked_id: blockedByViewer },
        { blocker_id: blockerOfViewer, blocked_id: viewer.id },
      ])
      .execute();
    await db.insertInto('profile_hides').values({ profile_id: viewer.id, hidden_id: hiddenByViewer }).execute();

    await insertProfile(app, 'Private Profile', { view_profile: 'PRIVATE' });
    const friend = await insertProfile(app, 'Friends Only Friend', { view_profile: 'FRIENDS' });
    await insertProfile(app, 'Friends Only Stranger', { view_profile: 'FRIENDS' });
    await db
      .insertInto('friendships')
      .values([
        { profile_id: friend, friend_id: viewer.id },
        { profile_id: viewer.id, friend_id: friend },
      ])
      .execute();
    const likedOwner = await insertProfile(app, 'Liked Only Liker', { view_profile: 'LIKED' });
    const likedByViewer = await insertProfile(app, 'Liked Only Liked', { view_profile: 'LIKED' });
    const mutual = await insertProfile(app, 'Mutuals Only Mutual', { view_profile: 'MUTUALS' });
    const oneWay = await insertProfile(app, 'Mutuals Only One Way', { view_profile: 'MUTUALS' });
    await db
      .insertInto('likes')
      .values([
        { liker_id: likedOwner, liked_id: viewer.id },
        { liker_id: viewer.id, liked_id: likedByViewer },
        { liker_id: mutual, liked_id: viewer.id },
        { liker_id: viewer.id, liked_id: mutual },
        { liker_id: oneWay, liked_id: viewer.id },
      ])
      .execute();

    await insertProfile(app, 'Teen Tiger', { age: 17 });
    await insertProfile(app, 'Female Single Straight 27', {
      age: 27,
      genders: ['Female'],
      relationship_status: 'SINGLE',
      sexual_orientation: 'STRAIGHT',
    });
    await insertProfile(app, 'Male Dating Gay 28', {
      age: 28,
      genders: ['Male'],
      relationship_status: 'DATING',
      sexual_orientation: 'GAY',
    });
    await insertProfile(app, 'Female Age Hidden 26', { age: 26, genders: ['Female'], view_age: 'PRIVATE' });
    await insertProfile(app, 'Female Old 45', { age: 45, genders: ['Female'] });
    const image = await insertImage(app, await insertProfile(app, 'With Picture'));
    expect(image).toBeTruthy();

    await insertProfile(app, 'Night Top Host', { is_ad_opt_in: true, sex_positions: ['TOP'], can_host: true });
    await insertProfile(app, 'Night Bottom Guest', { is_ad_opt_in: true, sex_positions: ['BOTTOM'], can_host: false });
    await insertProfile(app, 'Night Private', { is_ad_opt_in: true, view_ad: 'PRIVATE' });
    await insertProfile(app, 'Munich Member', { at: { latitude: 48.13743, longitude: 11.57549 } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('shows visible profiles nearest first, never the viewer, and pages without gaps or repeats', async () => {
    const nodes = await searchAll(app, viewer.token, { first: 7 });
    const names = nodes.map((node) => node.displayName);
    expect(names).toContain('Near Public');
    expect(names).not.toContain('Viewer Vole');
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf('Near Public')).toBeLessThan(names.indexOf('Far Public'));
    expect(names.at(-1)).toBe('Other Country');
    const distances = nodes.map((node) => node.location!.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Other members' coordinates never leave the server; distances are whole kilometres, at least 1.
    for (const node of nodes) {
      expect(node.location!.latitude).toBeNull();
      expect(Number.isInteger(node.location!.distance)).toBe(true);
      expect(node.location!.distance).toBeGreaterThanOrEqual(1);
    }
  });

  it('leaves out deleted, banned, unfinished and self-hidden profiles, blocks both ways and profiles the viewer hid', async () => {
    const names = await searchNames(app, viewer.token);
    for (const excluded of [
      'Gone Deleted',
      'Gone Banned',
      'Not Onboarded',
      'Hidden Self',
      'Blocked By Viewer',
      'Blocker Of Viewer',
      'Hidden By Viewer',
    ]) {
      expect(names).not.toContain(excluded);
    }
  });

  it('honours viewProfile privacy against the owner relation', async () => {
    const names = await searchNames(app, viewer.token);
    expect(names).toEqual(expect.arrayContaining(['Friends Only Friend', 'Liked Only Liker', 'Mutuals Only Mutual']));
    for (const excluded of ['Private Profile', 'Friends Only Stranger', 'Liked Only Liked', 'Mutuals Only One Way']) {
      expect(names).not.toContain(excluded);
    }
  });

  it('tells the viewer’s relation to each card, in the grid and by name, as a read of that profile does', async () => {
    const expected: Record<string, string | null> = {
      'Friends Only Friend': 'FRIEND',
      'Liked Only Liker': 'LIKED_BY',
      'Mutuals Only Mutual': 'MUTUAL',
      'Near Public': null,
    };
    const grid = await graphql<{ profileSearch: { edges: { node: { displayName: string; relationType: string | null } }[] } }>(
      app,
      viewer.token,
      'query { profileSearch(isAd: false, first: 100) { edges { node { displayName relationType } } } }',
    );
    const seen = new Map(grid.data!.profileSearch.edges.map(({ node }) => [node.displayName, node.relationType]));
    for (const [name, relation] of Object.entries(expected)) expect([name, seen.get(name)]).toEqual([name, relation]);
    for (const [name, relation] of Object.entries(expected)) {
      const byName = await graphql<{ profileOverview: { displayName: string; relationType: string | null }[] }>(
        app,
        viewer.token,
        'query ($search: String!) { profileOverview(search: $search) { displayName relationType } }',
        { search: name },
      );
      expect(byName.data!.profileOverview.find((found) => found.displayName === name)?.relationType).toBe(relation);
    }
    // The one liked by the viewer without liking back stays out: its owner shows it to those it liked.
    expect(seen.has('Liked Only Liked')).toBe(false);
  });

  it('answers a grid page with two statements: the token’s and the search’s, relations folded in', async () => {
    const query = 'query { profileSearch(isAd: false, first: 60) { edges { node { displayName relationType } } } }';
    // The first request may also note the viewer as active (once a minute): count the second.
    await graphql(app, viewer.token, query);
    const statements = await statementsOf(app, postgres, async () => {
      expect((await graphql(app, viewer.token, query)).errors).toBeUndefined();
    });
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from "access_tokens"/);
    expect(statements[1]).toMatch(/from profiles p/);
  });

  it('keeps adults and minors in separate pools', async () => {
    expect(await searchNames(app, viewer.token)).not.toContain('Teen Tiger');
    const minorSees = await searchNames(app, minor.token);
    expect(minorSees).toEqual(['Teen Tiger']);
  });

  it('filters by gender, relationship status, orientation, age and picture; an age filter drops hidden ages', async () => {
    const female = await searchNames(app, viewer.token, { filters: { genders: ['Female'], age: { min: 25, max: 30 } } });
    expect(female).toEqual(expect.arrayContaining(['Female Single Straight 27']));
    for (const excluded of ['Male Dating Gay 28', 'Female Old 45', 'Female Age Hidden 26', 'Near Public'])
      expect(female).not.toContain(excluded);
    expect(await searchNames(app, viewer.token, { filters: { relationshipStatus: ['DATING'] } })).toEqual(['Male Dating Gay 28']);
    expect(await searchNames(app, viewer.token, { filters: { sexualOrientation: ['STRAIGHT'] } })).toEqual(['Female Single Straight 27']);
    expect(await searchNames(app, viewer.token, { filters: { age: { min: 40 } } })).toEqual(['Female Old 45']);
    expect(await searchNames(app, viewer.token, { filters: { requireProfileImage: true } })).toEqual(['With Picture']);
    expect(await searchNames(app, viewer.token, { filters: { displayName: 'near pub' } })).toEqual(['Near Public']);
  });

  it('treats empty lists, zero and empty text as unset', async () => {
    const all = await searchNames(app, viewer.token);
    const unset = await searchNames(app, viewer.token, {
      filters: { genders: [], relationshipStatus: [], age: { min: 0, max: 0 }, displayName: '', location: { distance: 0 } },
    });
    expect(unset).toEqual(all);
  });

  it('limits by distance, city and country', async () => {
    const within10 = await searchNames(app, viewer.token, { filters: { location: { type: 'DISTANCE', distance: 10 } } });
    expect(within10).toContain('Near Public');
    expect(within10).not.toContain('Far Public');
    expect(within10).not.toContain('Other Country');
    const germany = await searchNames(app, viewer.token, { filters: { location: { type: 'COUNTRY' } } });
    expect(germany).toContain('Far Public');
    expect(germany).not.toContain('Other Country');
    const paris = await searchNames(app, viewer.token, { filters: { location: { type: 'CITY', latitude: 48.85341, longitude: 2.3488 } } });
    expect(paris).toEqual(['Other Country']);
    const region = await searchNames(app, viewer.token, { filters: { location: { type: 'REGION' } } });
    expect(region).toContain('Near Public');
    expect(region).not.toContain('Munich Member');
    expect(germany).toContain('Munich Member');
  });

  it('gates After Dark search and its filters to adults who opted in', async () => {
    await expect(searchAll(app, viewer.token, { isAd: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(searchAll(app, minor.token, { isAd: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(searchAll(app, adViewer.token, { filters: { canHost: true } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(searchAll(app, adViewer.token, { filters: { sexPositions: ['TOP'] } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const night = await searchNames(app, adViewer.token, { isAd: true });
    expect(night).toEqual(expect.arrayContaining(['Night Top Host', 'Night Bottom Guest']));
    expect(night).not.toContain('Night Private');
    expect(night).not.toContain('Near Public');
    expect(await searchNames(app, adViewer.token, { isAd: true, filters: { sexPositions: ['TOP'] } })).toEqual(['Night Top Host']);
    expect(await searchNames(app, adViewer.token, { isAd: true, filters: { canHost: true } })).toEqual(['Night Top Host']);
  });

  it('finds members by name with at least 3 characters, never blocked ones', async () => {
    const query = `query ($search: String!) { profileOverview(search: $search) { displayName username location { distance } } }`;
    const found = await graphql<{ profileOverview: { displayName: string }[] }>(app, viewer.token, query, { search: '  near ' });
    expect(found.data!.profileOverview.map((profile) => profile.displayName)).toEqual(['Near Public']);
    const short = await graphql<{ profileOverview: unknown[] }>(app, viewer.token, query, { search: 'ne' });
    expect(short.data!.profileOverview).toEqual([]);
    const blocked = await graphql<{ profileOverview: unknown[] }>(app, viewer.token, query, { search: 'Blocked By' });
    expect(blocked.data!.profileOverview).toEqual([]);
    for (const hidden of ['Private Profile', 'Teen Tiger', 'Gone Deleted', 'Hidden By Viewer']) {
      const result = await graphql<{ profileOverview: unknown[] }>(app, viewer.token, query, { search: hidden });
      expect(result.data!.profileOverview).toEqual([]);
    }
  });

  it('walks the nearest-first index, birthdays and all, instead of scanning every profile', async () => {
    const { searchProfiles } = await import('../../server/search/profileSearch.ts');
    const row = await app.services.db.selectFrom('profiles').selectAll().where('id', '=', viewer.id).executeTakeFirstOrThrow();
    for (const filters of [null, { genders: ['Female'], age: { min: 25, max: 30 } }, { location: { type: 'DISTANCE', distance: 50 } }]) {
      const { plan } = await searchProfiles(app.services.db, { viewer: row, isAd: false, first: 60, explain: true, filters });
      expect(plan).toMatch(/Index Scan using profiles_pos_age_idx on profiles p[\s\S]*Order By: \(pos <->/);
      expect(plan).not.toContain('Seq Scan on profiles');
      // The pool rule and any age filter are checked on the index's entries, before a profile's row is read.
      expect(plan).toMatch(/Index Cond: \([^\n]*date_of_birth <= '[\d-]+'::date/);
    }
  });

  it('reads each card’s primary pictures in its own statement, exactly as a read of them by id gives them', async () => {
    const { searchProfiles } = await import('../../server/search/profileSearch.ts');
    const { profileImagesByIds } = await import('../../server/images/profileImageRows.ts');
    const { primaryImageIdsOf } = await import('../../server/search/pageAccess.ts');
    const db = app.services.db;
    const row = await db.selectFrom('profiles').selectAll().where('id', '=', viewer.id).executeTakeFirstOrThrow();
    const { rows, images } = await searchProfiles(db, { viewer: row, isAd: false, first: 60 });
    const ids = primaryImageIdsOf(rows);
    expect(ids.length).toBeGreaterThan(0);
    const read = (await profileImagesByIds(db, ids)).filter((image) => image !== undefined);
    const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(images)).toEqual(byId(read));
    expect(images[0].created_at).toBeInstanceOf(Date);
  });

  it('hands over each profile it finds exactly as a read of its row gives it, dates as dates', async () => {
    const { searchProfiles } = await import('../../server/search/profileSearch.ts');
    const db = app.services.db;
    const row = await db.selectFrom('profiles').selectAll().where('id', '=', viewer.id).executeTakeFirstOrThrow();
    for (const filters of [null, { location: { type: 'DISTANCE', distance: 50 } }]) {
      const { rows } = await searchProfiles(db, { viewer: row, isAd: false, first: 60, filters });
      expect(rows.length).toBeGreaterThan(3);
      const stored = await db
        .selectFrom('profiles')
        .selectAll()
        .where(
          'id',
          'in',
          rows.map((found) => found.id),
        )
        .execute();
      const byId = new Map(stored.map((profile) => [profile.id, profile]));
      for (const { chord, ...found } of rows) {
        expect(typeof chord === 'number' || chord === null).toBe(true);
        expect(found.onboarded_at).toBeInstanceOf(Date);
        expect(found).toEqual(byId.get(found.id));
      }
    }
  });
});

async function insertImage(app: App, profileId: string) {
  const { randomUUID } = await import('node:crypto');
  const db = app.services.db;
  const uuid = randomUUID();
  const id = randomUUID();
  await db
    .insertInto('images')
    .values({ uuid, owner_id: profileId, blob_key: uuid, width: 10, height: 10, blur_hash: 'L00000fQfQfQfQfQfQfQfQfQfQfQ' })
    .execute();
  await db.insertInto('profile_images').values({ id, profile_id: profileId, image_uuid: uuid }).execute();
  await db.updateTable('profiles').set({ primary_image_id: id }).where('id', '=', profileId).execute();
  return id;
}
