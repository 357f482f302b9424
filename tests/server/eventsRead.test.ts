import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { AD_ADULT, createMember, type Member } from './profileFixtures.ts';

const HOUR = 3_600_000;

type AttendeePage = {
  event: {
    goingCount: number;
    attendees: { edges: { cursor: string; node: { profile: { displayName: string } } }[]; pageInfo: { hasNextPage: boolean } };
  };
};
const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64url');

/**
 * Every read path of events — the directory, event(uuid), node(), Viewer.events, Profile.events — answers by one rule
 * (server/events/access.ts): the viewer's own pool, After Dark only with the opt-in, no block or hide either way with
 * the host, no suspended host, no viewer before onboarding. Attendee lists add each attendee's own "who may see my
 * events"; the exact address goes only to members Going and to those who manage the event.
 */
describe.each(backends)('reading events on $name', ({ postgres }) => {
  let app: App;
  let host: Member, minorHost: Member, suspendedHost: Member;
  const events: Record<string, string> = {};

  const addEvent = async (name: string, hostId: string, columns: Record<string, unknown> = {}) => {
    const uuid = randomUUID();
    const begin = new Date(Date.now() + 48 * HOUR);
    await app.services.db
      .insertInto('events')
      .values({
        uuid,
        display_name: name,
        begin_at: begin,
        end_at: new Date(begin.getTime() + 3 * HOUR),
        host_id: hostId,
        place_id: '2950159',
        place: 'Berlin',
        latitude: 52.52437,
        longitude: 13.41053,
        ...columns,
      })
      .execute();
    events[name] = uuid;
    return uuid;
  };
  const answer = (member: Member, eventUuid: string, status: string, minutesAgo = 60) =>
    app.services.db
      .insertInto('profile_events')
      .values({
        profile_id: member.id,
        event_uuid: eventUuid,
        status,
        is_waiting_list: status === 'WAITING_LIST',
        answered_at: new Date(Date.now() - minutesAgo * 60_000),
      })
      .execute();

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    host = await createMember(app, { ...AD_ADULT, name: 'Event Host' });
    minorHost = await createMember(app, { age: 16, name: 'Young Host' });
    suspendedHost = await createMember(app, { ...AD_ADULT, name: 'Gone Host' });
    await addEvent('Adults meet', host.id, { address: 'Main Street 1', capacity: 50 });
    await addEvent('After Dark night', host.id, { is_ad: true });
    await addEvent('Minors meet', minorHost.id, { adult_pool: false });
    await addEvent('Suspended host meet', suspendedHost.id);
    await app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', suspendedHost.id).execute();
  });
  afterAll(() => app?.stop());

  const DIRECTORY = `query ($isAd: Boolean, $when: EventWhen, $after: String, $first: Int) {
    events(isAd: $isAd, when: $when, first: $first, after: $after) { edges { cursor node { displayName } } pageInfo { hasNextPage } } }`;
  const directory = async (viewer: Member, variables: Record<string, unknown> = {}) => {
    const answer = await graphql<{ events: { edges: { cursor: string; node: { displayName: string } }[] } }>(app, viewer.token, DIRECTORY, {
      first: 100,
      ...variables,
    });
    return answer.data?.events.edges.map((edge) => edge.node.displayName) ?? [];
  };
  /** What one viewer reaches of each event by event(uuid) and by node(id). */
  const reached = async (viewer: Member) => {
    const names = Object.keys(events);
    const found: string[] = [];
    for (const name of names) {
      const byUuid = await graphql<{ event: { displayName: string } | null }>(
        app,
        viewer.token,
        'query ($u: String!) { event(uuid: $u) { displayName } }',
        { u: events[name] },
      );
      const byNode = await graphql<{ node: { __typename: string } | null }>(
        app,
        viewer.token,
        'query ($id: ID!) { node(id: $id) { __typename } }',
        {
          id: globalId('Event', events[name]),
        },
      );
      expect(Boolean(byUuid.data?.event)).toBe(Boolean(byNode.data?.node));
      if (byUuid.data?.event) found.push(name);
    }
    return found.sort();
  };

  it('shows an adult the adults’ events, After Dark ones only with the opt-in, never a suspended host’s', async () => {
    const adult = await createMember(app);
    const afterDark = await createMember(app, AD_ADULT);
    expect(await directory(adult)).toEqual(['Adults meet']);
    expect(await directory(adult, { isAd: true })).toEqual([]);
    expect(await reached(adult)).toEqual(['Adults meet']);
    expect(await directory(afterDark, { isAd: true })).toEqual(['After Dark night']);
    expect(await reached(afterDark)).toEqual(['Adults meet', 'After Dark night']);
  });

  it('keeps the two age pools apart both ways', async () => {
    const minor = await createMember(app, { age: 16, is_ad_opt_in: true });
    expect(await directory(minor)).toEqual(['Minors meet']);
    expect(await directory(minor, { isAd: true })).toEqual([]);
    expect(await reached(minor)).toEqual(['Minors meet']);
    const adult = await createMember(app, AD_ADULT);
    expect(await reached(adult)).not.toContain('Minors meet');
  });

  it('hides the host’s events across a block or a hide, whoever made it', async () => {
    const db = app.services.db;
    const blocker = await createMember(app, AD_ADULT);
    const blocked = await createMember(app, AD_ADULT);
    const hider = await createMember(app, AD_ADULT);
    const hidden = await createMember(app, AD_ADULT);
    await db.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: host.id }).execute();
    await db.insertInto('blocks').values({ blocker_id: host.id, blocked_id: blocked.id }).execute();
    await db.insertInto('profile_hides').values({ profile_id: hider.id, hidden_id: host.id }).execute();
    await db.insertInto('profile_hides').values({ profile_id: host.id, hidden_id: hidden.id }).execute();
    for (const viewer of [blocker, blocked, hider, hidden]) {
      await answer(viewer, events['Adults meet'], 'GOING');
      expect(await directory(viewer)).toEqual([]);
      expect(await directory(viewer, { isAd: true })).toEqual([]);
      expect(await reached(viewer)).toEqual([]);
      const mine = await graphql<{ viewer: { events: { edges: unknown[] } } }>(
        app,
        viewer.token,
        '{ viewer { events { edges { cursor } } } }',
      );
      expect(mine.data?.viewer.events.edges).toEqual([]);
    }
  });

  it('tells a member who has not finished onboarding nothing', async () => {
    const fresh = await createMember(app, { onboarded_at: null });
    expect(await directory(fresh)).toEqual([]);
    expect(await reached(fresh)).toEqual([]);
  });

  it('lists attendees only as their own privacy, blocks, hides, pool and the event rule allow; counts stay whole', async () => {
    const db = app.services.db;
    const uuid = await addEvent('Attendee meet', host.id, { going_count: 8 });
    const viewer = await createMember(app, { name: 'Attendee Viewer' });
    const open = await createMember(app, { name: 'Open Attendee' });
    const secret = await createMember(app, { name: 'Secret Attendee', view_events: 'PRIVATE' });
    const friendsOnly = await createMember(app, { name: 'Friends Attendee', view_events: 'FRIENDS' });
    const blockerOfViewer = await createMember(app, { name: 'Blocking Attendee' });
    const hiderOfViewer = await createMember(app, { name: 'Hiding Attendee' });
    const blockerOfHost = await createMember(app, { name: 'Host Blocking Attendee' });
    const suspended = await createMember(app, { name: 'Suspended Attendee' });
    await db.insertInto('blocks').values({ blocker_id: blockerOfViewer.id, blocked_id: viewer.id }).execute();
    await db.insertInto('profile_hides').values({ profile_id: hiderOfViewer.id, hidden_id: viewer.id }).execute();
    await db.insertInto('blocks').values({ blocker_id: blockerOfHost.id, blocked_id: host.id }).execute();
    const all = [open, secret, friendsOnly, blockerOfViewer, hiderOfViewer, blockerOfHost, suspended, viewer];
    for (const [index, member] of all.entries()) await answer(member, uuid, 'GOING', 100 - index);
    await db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', suspended.id).execute();
    const ATTENDEES = `query ($u: String!, $after: String) { event(uuid: $u) { goingCount
      attendees(status: GOING, first: 1, after: $after) { edges { cursor node { profile { displayName } status } } pageInfo { hasNextPage } } } }`;
    const names: string[] = [];
    let after: string | null = null;
    let goingCount = 0;
    for (let page = 0; page < 20; page++) {
      const result: { data?: AttendeePage } = await graphql<AttendeePage>(app, viewer.token, ATTENDEES, { u: uuid, after });
      const connection = result.data!.event.attendees;
      goingCount = result.data!.event.goingCount;
      names.push(...connection.edges.map((edge) => edge.node.profile.displayName));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.edges.at(-1)!.cursor;
    }
    expect(names).toEqual(['Open Attendee', 'Attendee Viewer']);
    expect(goingCount).toBe(8);
    // A friend is let in by the friends-only setting; nobody by the private one.
    await db
      .insertInto('friendships')
      .values([
        { profile_id: friendsOnly.id, friend_id: viewer.id },
        { profile_id: viewer.id, friend_id: friendsOnly.id },
      ])
      .execute();
    const again = await graphql<{ event: { attendees: { edges: { node: { profile: { displayName: string } } }[] } } }>(
      app,
      viewer.token,
      'query ($u: String!) { event(uuid: $u) { attendees(first: 50) { edges { node { profile { displayName } } } } } }',
      { u: uuid },
    );
    expect(again.data!.event.attendees.edges.map((edge) => edge.node.profile.displayName)).toEqual([
      'Open Attendee',
      'Friends Attendee',
      'Attendee Viewer',
    ]);
  });

  it('gives the exact address only to members Going and to those who manage the event', async () => {
    const db = app.services.db;
    const groupUuid = randomUUID();
    await db
      .insertInto('groups')
      .values({ uuid: groupUuid, display_name: `Hosts ${groupUuid}` })
      .execute();
    const uuid = await addEvent('Address meet', host.id, { address: 'Secret Street 5', host_group_uuid: groupUuid });
    const going = await createMember(app);
    const interested = await createMember(app);
    const waiting = await createMember(app);
    const stranger = await createMember(app);
    const moderator = await createMember(app);
    const groupMember = await createMember(app);
    await answer(going, uuid, 'GOING');
    await answer(interested, uuid, 'INTERESTED');
    await answer(waiting, uuid, 'WAITING_LIST');
    await db
      .insertInto('profile_groups')
      .values([
        { profile_id: moderator.id, group_uuid: groupUuid, role: 'MODERATOR', joined_at: new Date() },
        { profile_id: groupMember.id, group_uuid: groupUuid, role: 'MEMBER', joined_at: new Date() },
      ])
      .execute();
    const read = async (viewer: Member) =>
      (
        await graphql<{
          event: { address: string | null; viewerCanManage: boolean; viewerStatus: string; viewerWaitingListPosition: number | null };
        }>(
          app,
          viewer.token,
          'query ($u: String!) { event(uuid: $u) { address viewerCanManage viewerStatus viewerWaitingListPosition } }',
          { u: uuid },
        )
      ).data!.event;
    expect(await read(going)).toEqual({
      address: 'Secret Street 5',
      viewerCanManage: false,
      viewerStatus: 'GOING',
      viewerWaitingListPosition: null,
    });
    expect(await read(host)).toMatchObject({ address: 'Secret Street 5', viewerCanManage: true });
    expect(await read(moderator)).toMatchObject({ address: 'Secret Street 5', viewerCanManage: true });
    expect(await read(groupMember)).toMatchObject({ address: null, viewerCanManage: false });
    expect(await read(interested)).toMatchObject({ address: null, viewerStatus: 'INTERESTED' });
    expect(await read(waiting)).toMatchObject({ address: null, viewerStatus: 'WAITING_LIST', viewerWaitingListPosition: 1 });
    expect(await read(stranger)).toMatchObject({ address: null, viewerCanManage: false, viewerStatus: 'NONE' });
  });

  it('never shows through a cursor an event that became hidden, and goes on past it', async () => {
    const other = await createMember(app, { ...AD_ADULT, name: 'Other Host' });
    const viewer = await createMember(app, { latitude: 52.52, longitude: 13.4 });
    const far = await addEvent('Cursor far meet', other.id, { latitude: 48.13743, longitude: 11.57549, place: 'Munich' });
    const list = async () =>
      (
        await graphql<{ events: { edges: { cursor: string; node: { displayName: string } }[] } }>(app, viewer.token, DIRECTORY, {
          first: 100,
        })
      ).data!.events.edges;
    const before = await list();
    expect(before.map((edge) => edge.node.displayName)).toContain('Cursor far meet');
    const cursorAtOther = before.find((edge) => edge.node.displayName === 'Cursor far meet')!.cursor;
    const firstCursor = before[0].cursor;
    await app.services.db.insertInto('blocks').values({ blocker_id: viewer.id, blocked_id: other.id }).execute();
    const fromFirst = await directory(viewer, { after: firstCursor });
    expect(fromFirst).not.toContain('Cursor far meet');
    expect(fromFirst.length).toBe(before.length - 2);
    // The hidden event's own cursor reads on after it, and says nothing of it.
    expect(await directory(viewer, { after: cursorAtOther })).not.toContain('Cursor far meet');
    expect(far).toBeTruthy();
  });

  it('lists a profile’s events only as the owner’s "who may see my events" and the event rule allow', async () => {
    const db = app.services.db;
    const owner = await createMember(app, { ...AD_ADULT, name: 'Profile Owner' });
    const viewer = await createMember(app);
    const adViewer = await createMember(app, AD_ADULT);
    const blockerOfHost = await createMember(app);
    await db.insertInto('blocks').values({ blocker_id: blockerOfHost.id, blocked_id: host.id }).execute();
    await answer(owner, events['Adults meet'], 'GOING');
    await answer(owner, events['After Dark night'], 'WAITING_LIST');
    const PROFILE = 'query ($u: String!) { profile(uuid: $u) { events { event { displayName } isWaitingList } } }';
    const seen = async (member: Member) =>
      (
        await graphql<{ profile: { events: { event: { displayName: string }; isWaitingList: boolean }[] } }>(app, member.token, PROFILE, {
          u: owner.id,
        })
      ).data!.profile.events;
    expect(await seen(viewer)).toEqual([{ event: { displayName: 'Adults meet' }, isWaitingList: false }]);
    expect(await seen(adViewer)).toEqual([
      { event: { displayName: 'Adults meet' }, isWaitingList: false },
      { event: { displayName: 'After Dark night' }, isWaitingList: true },
    ]);
    expect(await seen(blockerOfHost)).toEqual([]);
    await db.updateTable('profiles').set({ view_events: 'PRIVATE' }).where('id', '=', owner.id).execute();
    expect(await seen(adViewer)).toEqual([]);
    expect((await seen(owner)).length).toBe(2);
  });

  it('hides a host group the viewer may not see, not the event', async () => {
    const db = app.services.db;
    const groupUuid = randomUUID();
    await db
      .insertInto('groups')
      .values({ uuid: groupUuid, display_name: `Shown hosts ${groupUuid}` })
      .execute();
    const uuid = await addEvent('Group hosted meet', host.id, { host_group_uuid: groupUuid });
    const viewer = await createMember(app);
    const groupBlocker = await createMember(app);
    await db.insertInto('group_blocks').values({ profile_id: groupBlocker.id, group_uuid: groupUuid }).execute();
    const read = async (member: Member) =>
      (
        await graphql<{ event: { displayName: string; hostGroup: { uuid: string } | null } | null }>(
          app,
          member.token,
          'query ($u: String!) { event(uuid: $u) { displayName hostGroup { uuid } } }',
          { u: uuid },
        )
      ).data!.event;
    expect(await read(viewer)).toEqual({ displayName: 'Group hosted meet', hostGroup: { uuid: groupUuid } });
    expect(await read(groupBlocker)).toEqual({ displayName: 'Group hosted meet', hostGroup: null });
  });

  it('leaves off a profile an event its owner may no longer see (the owner blocked its host since)', async () => {
    const owner = await createMember(app, { name: 'Owner Who Blocked' });
    const viewer = await createMember(app);
    await answer(owner, events['Adults meet'], 'GOING');
    const PROFILE = 'query ($u: String!) { profile(uuid: $u) { events { event { displayName } } } }';
    const seen = async () =>
      (await graphql<{ profile: { events: unknown[] } }>(app, viewer.token, PROFILE, { u: owner.id })).data!.profile.events.length;
    expect(await seen()).toBe(1);
    await app.services.db.insertInto('blocks').values({ blocker_id: owner.id, blocked_id: host.id }).execute();
    expect(await seen()).toBe(0);
  });
});
