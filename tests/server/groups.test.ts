import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { searchPlaces } from '../../server/geo/gazetteer.ts';
import { graphql, backends, logIn, startTestApp } from './harness.ts';
import { AD_ADULT, createMember, relate, type Member } from './profileFixtures.ts';
import { dataUrl, photoWithGps } from './settingsFixtures.ts';
import {
  act,
  createGroup,
  createGroupAnswer,
  directoryUuids,
  errorOf,
  groupSeenBy,
  memberIdsSeenBy,
  nodeSeenBy,
  ok,
  onMember,
  profileGroupsSeenBy,
  requestIdsSeenBy,
} from './groupsHelpers.ts';

const BLOCKED = `query { viewer { blockedContent { groups { uuid displayName } } } }`;

describe.each(backends)('groups on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  it('keeps each group to its age pool by every path: directory, group, node, members, profiles, joining', async () => {
    const adult = await createMember(app, { name: 'Adult Owner' });
    const minor = await createMember(app, { age: 16, name: 'Minor Owner' });
    const otherMinor = await createMember(app, { age: 16 });
    const otherAdult = await createMember(app);
    const adults = await createGroup(app, adult, { displayName: 'Grown-up Meets' });
    const minors = await createGroup(app, minor, { displayName: 'Teen Meets' });

    expect(await directoryUuids(app, otherMinor, { search: 'Meets' })).toEqual([minors]);
    expect(await directoryUuids(app, otherAdult, { search: 'Meets' })).toEqual([adults]);
    expect(await groupSeenBy(app, otherMinor, adults)).toBeNull();
    expect(await groupSeenBy(app, otherAdult, minors)).toBeNull();
    expect(await nodeSeenBy(app, otherMinor, adults)).toBeNull();
    expect(await nodeSeenBy(app, otherAdult, minors)).toBeNull();
    expect(errorOf(await act(app, otherMinor, 'groupJoin', adults)).code).toBe('NOT_FOUND');
    expect(errorOf(await act(app, otherAdult, 'groupJoin', minors)).code).toBe('NOT_FOUND');

    // A member whose date of birth staff moved to the other pool is not listed, and their groups on their profile
    // are only those of the viewer's pool.
    ok(await act(app, otherMinor, 'groupJoin', minors));
    ok(await act(app, otherAdult, 'groupJoin', adults));
    expect(await memberIdsSeenBy(app, adult, adults)).toEqual([adult.id, otherAdult.id]);
    await app.services.db
      .updateTable('profiles')
      .set({ date_of_birth: `${new Date().getUTCFullYear() - 16}-01-01` })
      .where('id', '=', otherAdult.id)
      .execute();
    expect(await memberIdsSeenBy(app, adult, adults)).toEqual([adult.id]);
    expect(await profileGroupsSeenBy(app, otherMinor, otherAdult)).toEqual([]);
    expect(await profileGroupsSeenBy(app, otherAdult, otherAdult)).toEqual([]);
    // The file's first test also warms the server (its first statements and resolvers): 30 s was not enough at a load
    // average of 25 on two cores.
  }, 90_000);

  it('shows After Dark groups only to adults who opted in, and lets only them make one', async () => {
    const owner = await createMember(app, { ...AD_ADULT, name: 'AD Owner' });
    const optedIn = await createMember(app, AD_ADULT);
    const notOptedIn = await createMember(app);
    const refused = await createGroupAnswer(app, notOptedIn, { displayName: 'Late Night', isAd: true });
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const ad = await createGroup(app, owner, { displayName: 'Night Furs', isAd: true });

    expect(await directoryUuids(app, optedIn, { isAd: true, search: 'Night Furs' })).toEqual([ad]);
    expect(await directoryUuids(app, optedIn, { search: 'Night Furs' })).toEqual([]);
    expect(await directoryUuids(app, notOptedIn, { isAd: true })).toEqual([]);
    expect(await groupSeenBy(app, notOptedIn, ad)).toBeNull();
    expect(await nodeSeenBy(app, notOptedIn, ad)).toBeNull();
    expect(errorOf(await act(app, notOptedIn, 'groupJoin', ad)).code).toBe('NOT_FOUND');
    ok(await act(app, optedIn, 'groupJoin', ad));
    expect(await profileGroupsSeenBy(app, notOptedIn, optedIn)).toEqual([]);
    expect(await profileGroupsSeenBy(app, optedIn, optedIn)).toEqual([ad]);
  });

  it('keeps blocks and hides between members out of member lists both ways', async () => {
    const owner = await createMember(app, { name: 'List Owner' });
    const blocker = await createMember(app, { name: 'Blocker' });
    const blocked = await createMember(app, { name: 'Blocked' });
    const hider = await createMember(app, { name: 'Hider' });
    const uuid = await createGroup(app, owner, { displayName: 'Block Test' });
    for (const member of [blocker, blocked, hider]) ok(await act(app, member, 'groupJoin', uuid));
    ok(
      await graphql(
        app,
        blocker.token,
        `
          mutation ($u: String!) {
            userBlockProfile(input: { uuid: $u }) {
              __typename
            }
          }
        `,
        { u: blocked.id },
      ),
    );
    ok(
      await graphql(
        app,
        hider.token,
        `
          mutation ($u: String!) {
            userHideProfile(input: { uuid: $u }) {
              __typename
            }
          }
        `,
        { u: owner.id },
      ),
    );

    expect(await memberIdsSeenBy(app, blocker, uuid)).toEqual([owner.id, blocker.id, hider.id]);
    expect(await memberIdsSeenBy(app, blocked, uuid)).toEqual([owner.id, blocked.id, hider.id]);
    expect(await memberIdsSeenBy(app, hider, uuid)).toEqual([blocker.id, blocked.id, hider.id]);
    expect(await memberIdsSeenBy(app, owner, uuid)).toEqual([owner.id, blocker.id, blocked.id]);
    // Nor can a moderator act on a member out of their sight.
    expect(errorOf(await onMember(app, owner, 'groupMemberRemove', uuid, hider)).code).toBe('BAD_USER_INPUT');
  });

  it("keeps suspended members out of member lists, and requests of members out of sight out of the moderators' list", async () => {
    const owner = await createMember(app, { name: 'Queue Owner' });
    const suspended = await createMember(app, { name: 'Suspended' });
    const blocker = await createMember(app, { name: 'Request Blocker' });
    const hider = await createMember(app, { name: 'Request Hider' });
    const open = await createGroup(app, owner, { displayName: 'Suspension Test' });
    const closed = await createGroup(app, owner, { displayName: 'Queue Test', joinPolicy: 'CLOSED' });
    ok(await act(app, suspended, 'groupJoin', open));
    await app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', suspended.id).execute();
    expect(await memberIdsSeenBy(app, owner, open)).toEqual([owner.id]);

    ok(await act(app, blocker, 'groupJoin', closed));
    ok(await act(app, hider, 'groupJoin', closed));
    expect(await requestIdsSeenBy(app, owner, closed)).toEqual([blocker.id, hider.id]);
    ok(
      await graphql(
        app,
        blocker.token,
        `
          mutation ($u: String!) {
            userBlockProfile(input: { uuid: $u }) {
              __typename
            }
          }
        `,
        { u: owner.id },
      ),
    );
    ok(
      await graphql(
        app,
        hider.token,
        `
          mutation ($u: String!) {
            userHideProfile(input: { uuid: $u }) {
              __typename
            }
          }
        `,
        { u: owner.id },
      ),
    );
    expect(await requestIdsSeenBy(app, owner, closed)).toEqual([]);
    expect(errorOf(await onMember(app, owner, 'groupRequestApprove', closed, blocker)).code).toBe('BAD_USER_INPUT');
  });

  it('lists a member, and their groups on their profile, only as their own group-visibility setting allows', async () => {
    const owner = await createMember(app, { name: 'Privacy Owner' });
    const shy = await createMember(app, { name: 'Shy', view_groups: 'FRIENDS' });
    const friend = await createMember(app, { name: 'Friend' });
    const stranger = await createMember(app, { name: 'Stranger' });
    await relate(app, shy, friend, 'FRIEND');
    const uuid = await createGroup(app, owner, { displayName: 'Privacy Test' });
    for (const member of [shy, friend, stranger]) ok(await act(app, member, 'groupJoin', uuid));

    expect(await memberIdsSeenBy(app, stranger, uuid)).toEqual([owner.id, friend.id, stranger.id]);
    expect(await memberIdsSeenBy(app, friend, uuid)).toEqual([owner.id, shy.id, friend.id, stranger.id]);
    expect(await memberIdsSeenBy(app, shy, uuid)).toContain(shy.id);
    expect(await profileGroupsSeenBy(app, stranger, shy)).toEqual([]);
    expect(await profileGroupsSeenBy(app, friend, shy)).toEqual([uuid]);
    expect(await profileGroupsSeenBy(app, shy, shy)).toEqual([uuid]);
    const settings = await graphql<{ viewer: { profile: { privacySettings: { viewGroups: string } } } }>(
      app,
      shy.token,
      `
        {
          viewer {
            profile {
              privacySettings {
                viewGroups
              }
            }
          }
        }
      `,
    );
    expect(ok(settings).viewer.profile.privacySettings.viewGroups).toBe('FRIENDS');
    ok(
      await graphql(
        app,
        shy.token,
        `
          mutation {
            setPrivacySettings(input: { viewGroups: PUBLIC }) {
              __typename
            }
          }
        `,
      ),
    );
    expect(await memberIdsSeenBy(app, stranger, uuid)).toContain(shy.id);
  });

  it('hides a blocked group from the directory, group(), node() and profiles, lists it in Content Preferences, and unblocks it', async () => {
    const owner = await createMember(app, { name: 'Blocked Group Owner' });
    const viewer = await createMember(app);
    const uuid = await createGroup(app, owner, { displayName: 'Unwanted Group' });
    expect(await directoryUuids(app, viewer, { search: 'Unwanted' })).toEqual([uuid]);
    ok(await act(app, viewer, 'groupBlock', uuid));

    expect(await directoryUuids(app, viewer, { search: 'Unwanted' })).toEqual([]);
    expect(await groupSeenBy(app, viewer, uuid)).toBeNull();
    expect(await nodeSeenBy(app, viewer, uuid)).toBeNull();
    expect(await profileGroupsSeenBy(app, viewer, owner)).toEqual([]);
    expect(errorOf(await act(app, viewer, 'groupJoin', uuid)).code).toBe('NOT_FOUND');
    const listed = ok(await graphql<{ viewer: { blockedContent: { groups: unknown[] } } }>(app, viewer.token, BLOCKED));
    expect(listed.viewer.blockedContent.groups).toEqual([{ uuid, displayName: 'Unwanted Group' }]);
    // Only the member who blocked it is affected.
    expect(await profileGroupsSeenBy(app, owner, owner)).toEqual([uuid]);

    ok(await act(app, viewer, 'groupUnblock', uuid));
    expect(await directoryUuids(app, viewer, { search: 'Unwanted' })).toEqual([uuid]);
    expect(
      ok(await graphql<{ viewer: { blockedContent: { groups: unknown[] } } }>(app, viewer.token, BLOCKED)).viewer.blockedContent.groups,
    ).toEqual([]);
  });

  it('joins open groups at once and takes requests to closed ones, which moderators approve or decline', async () => {
    const owner = await createMember(app, { name: 'Closed Owner' });
    const asker = await createMember(app, { name: 'Asker' });
    const second = await createMember(app, { name: 'Second Asker' });
    const open = await createGroup(app, owner, { displayName: 'Open Door' });
    const closed = await createGroup(app, owner, { displayName: 'Closed Door', joinPolicy: 'CLOSED' });

    expect(ok(await act(app, asker, 'groupJoin', open)).groupJoin.group).toMatchObject({ viewerStatus: 'MEMBER', memberCount: 2 });
    expect(errorOf(await act(app, asker, 'groupJoin', open)).code).toBe('FORBIDDEN');
    expect(ok(await act(app, asker, 'groupJoin', closed)).groupJoin.group).toMatchObject({ viewerStatus: 'REQUESTED', memberCount: 1 });
    ok(await act(app, second, 'groupJoin', closed));
    expect(await requestIdsSeenBy(app, owner, closed)).toEqual([asker.id, second.id]);
    // Nobody but the group's moderators sees who asked.
    expect(await requestIdsSeenBy(app, asker, closed)).toEqual([]);
    expect(errorOf(await onMember(app, asker, 'groupRequestApprove', closed, second)).code).toBe('FORBIDDEN');

    expect(ok(await onMember(app, owner, 'groupRequestApprove', closed, asker)).groupRequestApprove.group!.memberCount).toBe(2);
    ok(await onMember(app, owner, 'groupRequestDecline', closed, second));
    expect(await requestIdsSeenBy(app, owner, closed)).toEqual([]);
    expect((await groupSeenBy(app, asker, closed))!.viewerStatus).toBe('MEMBER');
    expect((await groupSeenBy(app, second, closed))!.viewerStatus).toBe('NONE');
    expect(await memberIdsSeenBy(app, owner, closed)).toEqual([owner.id, asker.id]);

    // Leaving is immediate, and withdrawing a request too.
    expect(ok(await act(app, asker, 'groupLeave', closed)).groupLeave.group).toMatchObject({ viewerStatus: 'NONE', memberCount: 1 });
    ok(await act(app, second, 'groupJoin', closed));
    ok(await act(app, second, 'groupLeave', closed));
    expect(await requestIdsSeenBy(app, owner, closed)).toEqual([]);
  });

  it('removes and bans: a banned member can neither rejoin nor ask again', async () => {
    const owner = await createMember(app, { name: 'Ban Owner' });
    const troll = await createMember(app, { name: 'Troll' });
    const open = await createGroup(app, owner, { displayName: 'Ban Open' });
    const closed = await createGroup(app, owner, { displayName: 'Ban Closed', joinPolicy: 'CLOSED' });
    ok(await act(app, troll, 'groupJoin', open));
    ok(await act(app, troll, 'groupJoin', closed));
    ok(await onMember(app, owner, 'groupMemberRemove', open, troll, { ban: true }));
    ok(await onMember(app, owner, 'groupMemberRemove', closed, troll, { ban: true }));

    for (const uuid of [open, closed]) {
      expect((await groupSeenBy(app, troll, uuid))!.viewerStatus).toBe('BANNED');
      expect(errorOf(await act(app, troll, 'groupJoin', uuid)).code).toBe('FORBIDDEN');
    }
    expect(await memberIdsSeenBy(app, owner, open)).toEqual([owner.id]);
    expect(await requestIdsSeenBy(app, owner, closed)).toEqual([]);

    // Removing without a ban lets them come back.
    const guest = await createMember(app);
    ok(await act(app, guest, 'groupJoin', open));
    ok(await onMember(app, owner, 'groupMemberRemove', open, guest));
    ok(await act(app, guest, 'groupJoin', open));
  });

  it('keeps the owner rules: moderators, hand-over, leaving, and closing an empty group', async () => {
    const owner = await createMember(app, { name: 'Rule Owner' });
    const mod = await createMember(app, { name: 'Mod' });
    const member = await createMember(app, { name: 'Plain' });
    const uuid = await createGroup(app, owner, { displayName: 'Rules Group' });
    ok(await act(app, mod, 'groupJoin', uuid));
    ok(await act(app, member, 'groupJoin', uuid));

    expect(errorOf(await onMember(app, mod, 'groupModeratorSet', uuid, member, { isModerator: true })).code).toBe('FORBIDDEN');
    ok(await onMember(app, owner, 'groupModeratorSet', uuid, mod, { isModerator: true }));
    expect((await groupSeenBy(app, mod, uuid))!).toMatchObject({ viewerRole: 'MODERATOR', viewerCanModerate: true });
    // Only the owner names moderators, not a moderator.
    expect(errorOf(await onMember(app, mod, 'groupModeratorSet', uuid, member, { isModerator: true })).code).toBe('FORBIDDEN');
    expect(errorOf(await onMember(app, mod, 'groupMemberRemove', uuid, owner)).code).toBe('FORBIDDEN');
    expect(errorOf(await onMember(app, mod, 'groupOwnershipTransfer', uuid, mod)).code).toBe('FORBIDDEN');
    expect(errorOf(await act(app, owner, 'groupLeave', uuid)).code).toBe('BAD_USER_INPUT');

    ok(await onMember(app, owner, 'groupOwnershipTransfer', uuid, member));
    expect((await groupSeenBy(app, member, uuid))!.viewerRole).toBe('OWNER');
    expect((await groupSeenBy(app, owner, uuid))!.viewerRole).toBe('MODERATOR');
    // A moderator cannot remove another moderator; the owner can.
    expect(errorOf(await onMember(app, owner, 'groupMemberRemove', uuid, mod)).code).toBe('FORBIDDEN');
    ok(await onMember(app, member, 'groupMemberRemove', uuid, mod));
    ok(await act(app, owner, 'groupLeave', uuid));

    // The last member leaving closes the group: it reads as missing to everyone.
    expect(ok(await act(app, member, 'groupLeave', uuid)).groupLeave.group!.memberCount).toBe(0);
    expect(await groupSeenBy(app, mod, uuid)).toBeNull();
    expect(await directoryUuids(app, mod, { search: 'Rules Group' })).toEqual([]);
  });

  it("passes a deleted owner's group to its oldest moderator, or closes it", async () => {
    const owner = await createMember(app, { name: 'Leaving Owner' });
    const older = await createMember(app, { name: 'Older Mod' });
    const newer = await createMember(app, { name: 'Newer Mod' });
    const member = await createMember(app);
    const kept = await createGroup(app, owner, { displayName: 'Handed Over' });
    const closing = await createGroup(app, owner, { displayName: 'Closing Down' });
    for (const who of [older, newer, member]) ok(await act(app, who, 'groupJoin', kept));
    ok(await act(app, member, 'groupJoin', closing));
    ok(await onMember(app, owner, 'groupModeratorSet', kept, newer, { isModerator: true }));
    ok(await onMember(app, owner, 'groupModeratorSet', kept, older, { isModerator: true }));

    ok(await graphql(app, owner.token, 'mutation { deleteAccount(input: {confirm: true}) { ok } }'));
    expect((await groupSeenBy(app, older, kept))!).toMatchObject({ viewerRole: 'OWNER', memberCount: 3 });
    expect((await groupSeenBy(app, newer, kept))!.viewerRole).toBe('MODERATOR');
    expect(await groupSeenBy(app, member, closing)).toBeNull();
  });

  it('limits groups made a day and owned in all, and join requests an hour, in member words', async () => {
    const maker = await createMember(app, { name: 'Maker' });
    for (let index = 0; index < 3; index++) await createGroup(app, maker, { displayName: `Made ${index}` });
    const fourth = errorOf(await createGroupAnswer(app, maker, { displayName: 'Made 3' }));
    expect(fourth).toEqual({ code: 'FORBIDDEN', message: 'You can start up to 3 groups a day. Please try again tomorrow.' });
    // Ten owned at once, however old.
    await app.services.db
      .updateTable('groups')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('created_by', '=', maker.id)
      .execute();
    for (let index = 3; index < 10; index++) {
      if (index % 3 === 0)
        await app.services.db
          .updateTable('groups')
          .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
          .where('created_by', '=', maker.id)
          .execute();
      await createGroup(app, maker, { displayName: `Made ${index}` });
    }
    await app.services.db
      .updateTable('groups')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('created_by', '=', maker.id)
      .execute();
    expect(errorOf(await createGroupAnswer(app, maker, { displayName: 'Made 10' })).message).toBe(
      'You can own up to 10 groups. Hand one over or close it to start another.',
    );

    const asker = await createMember(app, { name: 'Eager' });
    const owners = await Promise.all(Array.from({ length: 4 }, () => createMember(app)));
    const closed: string[] = [];
    for (const [index, owner] of owners.entries())
      for (let n = 0; n < 3; n++) closed.push(await createGroup(app, owner, { displayName: `Closed ${index}-${n}`, joinPolicy: 'CLOSED' }));
    for (const uuid of closed.slice(0, 10)) ok(await act(app, asker, 'groupJoin', uuid));
    expect(errorOf(await act(app, asker, 'groupJoin', closed[10])).code).toBe('RATE_LIMITED');

    // Directory searches: 60 a minute.
    const searcher = await createMember(app);
    for (let index = 0; index < 60; index++) await directoryUuids(app, searcher, { search: `furs ${index}` });
    const refused = await graphql(app, searcher.token, '{ groups(search: "furs") { edges { cursor } } }');
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    // Paging through the directory without a search is not counted.
    expect(await directoryUuids(app, searcher)).toBeDefined();
  });

  it('checks names, texts and places as display names are checked', async () => {
    const maker = await createMember(app, { name: 'Namer' });
    expect(errorOf(await createGroupAnswer(app, maker, { displayName: 'Snoot Team' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await createGroupAnswer(app, maker, { displayName: 'Official Moderators' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await createGroupAnswer(app, maker, { displayName: '\u202Espuorg' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await createGroupAnswer(app, maker, { displayName: 'x'.repeat(51) })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await createGroupAnswer(app, maker, { description: 'x'.repeat(2001) })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await createGroupAnswer(app, maker, { placeId: 'nowhere' })).code).toBe('BAD_USER_INPUT');
    const count = await app.services.db.selectFrom('groups').select('uuid').where('created_by', '=', maker.id).execute();
    expect(count).toEqual([]);
  });

  it("takes a group's picture through the upload pipeline, kept by the group when its uploader's account goes", async () => {
    const owner = await createMember(app, { name: 'Picture Owner' });
    const visitor = await createMember(app);
    const image = dataUrl(await photoWithGps(320, 240));
    const uuid = await createGroup(app, owner, { displayName: 'Picture Group', image });
    const seen = async () =>
      ok(
        await graphql<{ group: { image: { contentRating: string; width: number } | null } }>(
          app,
          visitor.token,
          'query ($u: String!) { group(uuid: $u) { image { contentRating width } } }',
          { u: uuid },
        ),
      ).group.image;
    expect(await seen()).toMatchObject({ contentRating: 'SAFE' });
    const bad = await createGroupAnswer(app, owner, { displayName: 'Bad Picture', image: 'data:image/jpeg;base64,AAAA' });
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    ok(await act(app, visitor, 'groupJoin', uuid));
    ok(await onMember(app, owner, 'groupModeratorSet', uuid, visitor, { isModerator: true }));
    ok(await graphql(app, owner.token, 'mutation { deleteAccount(input: {confirm: true}) { ok } }'));
    expect(await seen()).toMatchObject({ contentRating: 'SAFE' });
  });

  it('refuses every groups path before onboarding', async () => {
    const token = await logIn(app, `groups-new-${Date.now()}@example.com`);
    const newcomer: Member = { id: '', token };
    for (const answer of [
      await graphql(app, token, '{ groups { edges { cursor } } }'),
      await createGroupAnswer(app, newcomer, { displayName: 'Too Early' }),
    ])
      expect(errorOf(answer).code).toBe('ONBOARDING_REQUIRED');
  });

  it('lists nearest groups first in whole kilometres, then the biggest, without the viewer’s own, a page at a time', async () => {
    const [berlin] = await searchPlaces('Berlin', 1);
    const [potsdam] = await searchPlaces('Potsdam', 1);
    const [hamburg] = await searchPlaces('Hamburg', 1);
    const viewer = await createMember(app, { name: 'Near', latitude: berlin.latitude, longitude: berlin.longitude });
    const makers = await Promise.all(Array.from({ length: 4 }, () => createMember(app)));
    const far = await createGroup(app, makers[0], { displayName: 'Zz Hamburg', placeId: hamburg.placeId });
    const near = await createGroup(app, makers[1], { displayName: 'Zz Berlin', placeId: berlin.placeId });
    const nearBig = await createGroup(app, makers[2], { displayName: 'Zz Berlin Big', placeId: berlin.placeId });
    const middle = await createGroup(app, makers[3], { displayName: 'Zz Potsdam', placeId: potsdam.placeId });
    const nowhere = await createGroup(app, makers[3], { displayName: 'Zz Online' });
    const mine = await createGroup(app, viewer, { displayName: 'Zz Mine', placeId: berlin.placeId });
    ok(await act(app, makers[0], 'groupJoin', nearBig));

    expect(await directoryUuids(app, viewer, { search: 'zz' })).toEqual([nearBig, near, middle, far, nowhere]);
    const first = await (await import('./groupsHelpers.ts')).directory(app, viewer, { search: 'zz', first: 2 });
    expect(first.edges.map((edge) => [edge.node.uuid, edge.node.distance])).toEqual([
      [nearBig, 1],
      [near, 1],
    ]);
    expect(await directoryUuids(app, viewer, { search: 'zz', first: 2, after: first.pageInfo.endCursor })).toEqual([middle, far]);
    const mineListed = ok(
      await graphql<{ viewer: { groups: { edges: { node: { uuid: string; viewerRole: string } }[] } } }>(
        app,
        viewer.token,
        '{ viewer { groups { edges { node { uuid viewerRole } } } } }',
      ),
    );
    expect(mineListed.viewer.groups.edges.map((edge) => edge.node)).toEqual([{ uuid: mine, viewerRole: 'OWNER' }]);
    ok(
      await graphql(
        app,
        makers[0].token,
        `
          mutation {
            groupCreate(input: { displayName: "Zz Verified", description: "v", joinPolicy: OPEN }) {
              group {
                uuid
              }
            }
          }
        `,
      ),
    );
    await app.services.db.updateTable('groups').set({ is_verified: true }).where('uuid', '=', far).execute();
    expect(await directoryUuids(app, viewer, { search: 'zz', verifiedOnly: true })).toEqual([far]);
  });
});
