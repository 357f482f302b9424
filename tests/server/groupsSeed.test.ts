import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, logIn, startTestApp } from './harness.ts';
import { ok } from './groupsHelpers.ts';

const MINE = '{ viewer { groups { edges { node { displayName viewerRole } } } } }';
const DIRECTORY = '{ groups(first: 100) { edges { node { displayName isAd distance joinPolicy } } } }';
type Mine = { viewer: { groups: { edges: { node: { displayName: string; viewerRole: string } }[] } } };
type Directory = { groups: { edges: { node: { displayName: string; isAd: boolean; distance: number | null; joinPolicy: string } }[] } };

describe('the demo community’s groups', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
  });
  afterAll(() => app?.stop());

  it('gives the demo logins their groups, each pool its own, one owner a group and true member counts', async () => {
    const mine = async (email: string) =>
      ok(await graphql<Mine>(app, await logIn(app, email), MINE)).viewer.groups.edges.map((edge) => [
        edge.node.displayName,
        edge.node.viewerRole,
      ]);
    // The team also keeps any adult group nobody else joined in a small seed.
    expect(await mine('team@example.com')).toEqual(
      expect.arrayContaining([
        ['Berlin Furs', 'OWNER'],
        ['Leather Furs', 'MODERATOR'],
      ]),
    );
    expect(await mine('member@example.com')).toEqual([['Hiking Furs', 'MEMBER']]);
    expect(await mine('minor@example.com')).toContainEqual(['Young Furs Berlin', expect.stringMatching(/OWNER|MEMBER/)]);

    const minorSees = ok(await graphql<Directory>(app, await logIn(app, 'minor@example.com'), DIRECTORY)).groups.edges;
    expect(minorSees.every((edge) => ['Young Furs Berlin', 'Teen Fursuiters'].includes(edge.node.displayName))).toBe(true);
    // member@ lives in Berlin: Berlin's groups first, then the nearest cities', the online ones last.
    const memberSees = ok(await graphql<Directory>(app, await logIn(app, 'member@example.com'), DIRECTORY)).groups.edges.map(
      (edge) => edge.node,
    );
    expect(memberSees[0]).toMatchObject({ displayName: 'Berlin Furs', distance: 1 });
    expect(memberSees.some((group) => group.isAd || group.displayName.includes('Young'))).toBe(false);
    expect(memberSees.find((group) => group.displayName === 'Fursuit Makers')?.joinPolicy).toBe('CLOSED');
    const distances = memberSees.map((group) => group.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const { rows } = await sql<{ uuid: string; owners: number; counted: number; member_count: number; mixed: number }>`
      select g.uuid, g.member_count,
        (select count(*)::int from profile_groups pg where pg.group_uuid = g.uuid and pg.role = 'OWNER') as owners,
        (select count(*)::int from profile_groups pg where pg.group_uuid = g.uuid and pg.role is not null) as counted,
        (select count(*)::int from profile_groups pg join profiles p on p.id = pg.profile_id where pg.group_uuid = g.uuid
          and (p.date_of_birth <= current_date - interval '18 years') <> g.adult_pool) as mixed
      from groups g`.execute(app.services.db);
    for (const row of rows) expect(row).toMatchObject({ owners: 1, counted: row.member_count, mixed: 0 });
  });

  // In this file so the demo community is seeded once for groups and events alike.
  it('seeds events: a weekend meet near Berlin first, one full with a waiting list, each pool its own, true counts', async () => {
    type Events = { events: { edges: { node: { displayName: string; distance: number | null; host: { displayName: string } | null } }[] } };
    const list = async (email: string, args = '') =>
      ok(
        await graphql<Events>(
          app,
          await logIn(app, email),
          `{ events(first: 100${args}) { edges { node { displayName distance host { displayName } } } } }`,
        ),
      ).events.edges.map((edge) => edge.node);
    const memberSees = await list('member@example.com');
    expect(memberSees[0]).toMatchObject({ displayName: 'Berlin Weekend Furmeet', distance: 1 });
    expect(memberSees.map((event) => event.displayName)).not.toContain('Leather Furs Night');
    expect(memberSees.map((event) => event.displayName)).not.toContain('Young Furs Afternoon');
    expect((await list('member@example.com', ', when: PAST')).map((event) => event.displayName)).toContain('Berlin Furry Art Jam');
    expect((await list('team@example.com', ', isAd: true')).map((event) => event.displayName)).toEqual(['Leather Furs Night']);
    expect((await list('minor@example.com')).map((event) => event.displayName)).toEqual(['Young Furs Afternoon']);

    const member = await logIn(app, 'member@example.com');
    const own = ok(
      await graphql<{ viewer: { profile: { events: { event: { displayName: string }; isWaitingList: boolean }[] } } }>(
        app,
        member,
        '{ viewer { profile { events { event { displayName } isWaitingList } } } }',
      ),
    ).viewer.profile.events;
    expect(own).toContainEqual({ event: { displayName: 'Berlin Fursuit Walk' }, isWaitingList: true });

    const { rows } = await sql<{
      name: string;
      capacity: number | null;
      going: number;
      going_count: number;
      waiting: number;
      waiting_count: number;
      mixed: number;
    }>`
      select e.display_name as name, e.capacity, e.going_count, e.waiting_count,
        (select count(*)::int from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'GOING') as going,
        (select count(*)::int from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'WAITING_LIST') as waiting,
        (select count(*)::int from profile_events pe join profiles p on p.id = pe.profile_id where pe.event_uuid = e.uuid
          and (p.date_of_birth <= current_date - interval '18 years') <> e.adult_pool) as mixed
      from events e`.execute(app.services.db);
    for (const row of rows) expect(row).toMatchObject({ going_count: row.going, waiting_count: row.waiting, mixed: 0 });
    const full = rows.filter((row) => row.waiting > 0);
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ name: 'Berlin Fursuit Walk', going: full[0].capacity });
  });
});
