import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp, statementsOf } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';

const HOUR = 3_600_000;
type Directory = { events: { edges: { cursor: string; node: { displayName: string; distance: number | null } }[] } };

/**
 * The events directory's order and filters: nearest first in whole kilometres, then soonest; a date range in the
 * viewer's zone; past events most recent first; search by name, limited per member; bad input refused in member words.
 */
describe.each(backends)('the events directory on $name', ({ postgres }) => {
  let app: App;
  let host: Member;
  let viewer: Member;

  const addEvent = async (name: string, begin: Date, hours: number, columns: Record<string, unknown> = {}) =>
    app.services.db
      .insertInto('events')
      .values({
        uuid: randomUUID(),
        display_name: name,
        begin_at: begin,
        end_at: new Date(begin.getTime() + hours * HOUR),
        host_id: host.id,
        ...columns,
      })
      .execute();
  const BERLIN = { place_id: '2950159', place: 'Berlin', latitude: 52.52437, longitude: 13.41053 };
  const MUNICH = { place_id: '2867714', place: 'Munich', latitude: 48.13743, longitude: 11.57549 };

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    host = await createMember(app, { name: 'Directory Host' });
    viewer = await createMember(app, { name: 'Directory Viewer', latitude: 52.52437, longitude: 13.41053 });
    const now = Date.now();
    await addEvent('Munich soon', new Date(now + 2 * HOUR), 2, MUNICH);
    await addEvent('Berlin later', new Date(now + 72 * HOUR), 2, BERLIN);
    await addEvent('Berlin sooner', new Date(now + 24 * HOUR), 2, BERLIN);
    await addEvent('Nowhere soon', new Date(now + 1 * HOUR), 2);
    await addEvent('Berlin cancelled', new Date(now + 5 * HOUR), 2, { ...BERLIN, cancelled_at: new Date() });
    await addEvent('Berlin under way', new Date(now - HOUR), 3, BERLIN);
    await addEvent('Past long ago', new Date(now - 100 * HOUR), 2, BERLIN);
    await addEvent('Past recently', new Date(now - 10 * HOUR), 2, BERLIN);
    await addEvent('100% Party', new Date(now + 30 * HOUR), 2, BERLIN);
    // A New Year's Eve party in Berlin: 31 December 22:00 to 1 January 02:00 there.
    await addEvent('Berlin New Year', new Date(`${new Date(now).getUTCFullYear() + 1}-12-31T21:00:00Z`), 4, BERLIN);
  });
  afterAll(() => app?.stop());

  const list = async (args: Record<string, unknown> = {}, member = viewer) => {
    const answer = await graphql<Directory>(
      app,
      member.token,
      `
        query ($when: EventWhen, $search: String, $from: Date, $to: Date, $timeZone: String, $after: String, $first: Int) {
          events(when: $when, search: $search, from: $from, to: $to, timeZone: $timeZone, after: $after, first: $first) {
            edges {
              cursor
              node {
                displayName
                distance
              }
            }
          }
        }
      `,
      args,
    );
    return answer;
  };
  const names = async (args: Record<string, unknown> = {}) => (await list(args)).data!.events.edges.map((edge) => edge.node.displayName);

  it("reads the viewer's answer to a whole page of events in one statement, not one per event", async () => {
    let count = 0;
    const statements = await statementsOf(app, postgres, async () => {
      const answer = await graphql<{ events: { edges: unknown[] } }>(
        app,
        viewer.token,
        '{ events(first: 30) { edges { node { displayName viewerStatus viewerCanManage goingCount } } } }',
      );
      count = answer.data!.events.edges.length;
    });
    expect(count).toBeGreaterThan(3);
    // The viewer's answer (and relation to each host) is one column set of one statement for the page.
    expect(statements.filter((text) => text.includes('"viewer_status"'))).toHaveLength(1);
  });

  it('puts the nearest first in whole kilometres, then the soonest, leaves out cancelled and ended ones, and pages stably', async () => {
    const upcoming = ['Berlin under way', 'Berlin sooner', '100% Party', 'Berlin later', 'Berlin New Year', 'Munich soon', 'Nowhere soon'];
    expect(await names()).toEqual(upcoming);
    const first = (await list()).data!.events.edges;
    expect(first[0].node.distance).toBe(1);
    expect(first.at(-1)!.node.distance).toBeNull();
    const paged: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const edges: Directory['events']['edges'] = (await list({ first: 2, after })).data!.events.edges;
      if (edges.length === 0) break;
      paged.push(...edges.map((edge) => edge.node.displayName));
      after = edges.at(-1)!.cursor;
    }
    expect(paged).toEqual(upcoming);
  });

  it('lists past events most recent first', async () => {
    expect(await names({ when: 'PAST' })).toEqual(['Past recently', 'Past long ago']);
  });

  it('keeps events overlapping a date range in the given zone', async () => {
    const year = new Date().getUTCFullYear() + 1;
    // The party begins on 31 December in Berlin (21:00 UTC) and runs into 1 January.
    expect(await names({ from: `${year}-12-31`, to: `${year}-12-31`, timeZone: 'Europe/Berlin' })).toEqual(['Berlin New Year']);
    expect(await names({ from: `${year + 1}-01-01`, to: `${year + 1}-01-01`, timeZone: 'Europe/Berlin' })).toEqual(['Berlin New Year']);
    // In Honolulu it begins and ends on the 31st (11:00 to 15:00 there).
    expect(await names({ from: `${year + 1}-01-01`, to: `${year + 1}-01-01`, timeZone: 'Pacific/Honolulu' })).toEqual([]);
    expect(await names({ from: `${year}-12-30`, to: `${year}-12-30`, timeZone: 'Europe/Berlin' })).toEqual([]);
  });

  it('refuses a date range or zone that means nothing, in member words', async () => {
    const badZone = await list({ timeZone: 'Mars/Olympus' });
    expect(badZone.errors?.[0]).toMatchObject({ message: 'That time zone is not known.', extensions: { code: 'BAD_USER_INPUT' } });
    const backwards = await list({ from: '2030-02-02', to: '2030-02-01' });
    expect(backwards.errors?.[0].message).toBe('The end of the range comes before its start.');
  });

  it('searches names literally, and limits searches per member', async () => {
    expect(await names({ search: 'berlin s' })).toEqual(['Berlin sooner']);
    expect(await names({ search: '100%' })).toEqual(['100% Party']);
    const searcher = await createMember(app);
    for (let index = 0; index < 60; index++) expect((await list({ search: `meet ${index}` }, searcher)).errors).toBeUndefined();
    const refused = await list({ search: 'meet' }, searcher);
    expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    // Paging without a search is not counted.
    expect((await list({}, searcher)).errors).toBeUndefined();
  });
});
