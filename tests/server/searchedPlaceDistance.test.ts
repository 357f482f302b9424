import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { distanceKm } from '../../server/geo/geodesy.ts';
import { graphql, startTestApp } from './harness.ts';
import { BERLIN, insertProfile, loginMember, offset } from './searchFixtures.ts';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

const SEARCH = `query ($filters: ProfileSearchFilters) {
  profileSearch(filters: $filters, first: 10) { edges { distance node { uuid displayName location { distance } } } }
}`;
type Edge = { distance: number | null; node: { uuid: string; displayName: string; location: { distance: number | null } | null } };

describe('distances after a place search', () => {
  let app: App;
  let token: string;
  const stored = new Map<string, { latitude: number; longitude: number }>();
  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await loginMember(app, 'Searcher', { at: BERLIN }));
    for (const [name, east, precisionOf] of [
      ['Near', 3, 'PRECISE'],
      ['Middle', 40, 'PRECISE'],
      ['Far', 150, 'PRECISE'],
      ['Coarse', 12, 'COARSE'],
    ] as const) {
      const id = await insertProfile(app, name, { at: offset(PARIS, east, 1), precisionOf });
      const row = await app.services.db
        .selectFrom('profiles')
        .select(['latitude', 'longitude'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      stored.set(name, { latitude: row.latitude!, longitude: row.longitude! });
    }
  });
  afterAll(() => app?.stop());

  const search = async (filters: unknown) => {
    const answer = await graphql<{ profileSearch: { edges: Edge[] } }>(app, token, SEARCH, { filters });
    expect(answer.errors).toBeUndefined();
    return answer.data!.profileSearch.edges;
  };

  it('shows each card the distance from the searched place it is sorted by, in whole kilometres of stored points', async () => {
    const edges = await search({ location: { latitude: PARIS.latitude, longitude: PARIS.longitude, type: 'DISTANCE' } });
    expect(edges.map((edge) => edge.node.displayName)).toEqual(['Near', 'Coarse', 'Middle', 'Far']);
    for (const edge of edges) {
      // Measured from the searched place to the stored (snapped) point and rounded as every distance is.
      const expected = Math.max(1, Math.round(distanceKm(PARIS, stored.get(edge.node.displayName)!)));
      expect(edge.distance).toBe(expected);
      expect(Number.isInteger(edge.distance)).toBe(true);
      // The profile's own distance stays the one from the viewer (Berlin to Paris is some 880 km, the farthest of them 750).
      expect(edge.node.location!.distance).toBeGreaterThan(700);
    }
    const shown = edges.map((edge) => edge.distance!);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  });

  it('tells a searched point on top of a coarse member no more than the snapped point, never under a kilometre', async () => {
    // Probing around where the member really is: the answer follows the snapped point, not the true one.
    const truePoint = offset(PARIS, 12, 1);
    const probes = [truePoint, offset(truePoint, 0.3), offset(truePoint, 0, -0.3)];
    for (const probe of probes) {
      const edge = (await search({ location: { ...probe, type: 'DISTANCE' } })).find((found) => found.node.displayName === 'Coarse')!;
      expect(edge.distance).toBe(
        Math.max(
          1,
          Math.round(
            distanceKm(
              { latitude: Math.round(probe.latitude * 1000) / 1000, longitude: Math.round(probe.longitude * 1000) / 1000 },
              stored.get('Coarse')!,
            ),
          ),
        ),
      );
      expect(edge.distance).toBeGreaterThanOrEqual(1);
    }
  });

  it('shows the distance from the viewer when no place was searched', async () => {
    const edges = await search(null);
    for (const edge of edges) expect(edge.distance).toBe(edge.node.location!.distance);
  });
});
