import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYoga } from 'graphql-yoga';
import type { App } from '../../server/app.ts';
import { createContext } from '../../server/graphql/context.ts';
import { createSnootSchema } from '../../server/graphql/schema.ts';
import { distanceKm } from '../../server/geo/geodesy.ts';
import { CELL_KM, cityForPoint, snapToGrid } from '../../server/geo/snap.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { BERLIN, insertProfile, loginMember, offset } from './searchFixtures.ts';

const LOCATION = `location { type place placeId precision distance country countryCode latitude longitude }`;
const GPS = `mutation ($input: UserLocationGpsUpdateInput!) { userLocationGpsUpdate(input: $input) { profile { ${LOCATION} } } }`;
const PRECISION = `mutation ($input: UserSetLocationPrecisionInput!) { userSetLocationPrecision(input: $input) { profile { ${LOCATION} } } }`;
const UPDATE = `mutation ($input: UserUpdateLocationInput!) { userUpdateLocation(input: $input) { profile { ${LOCATION} } } }`;
const HOME = `mutation ($input: UserSetHomePlaceInput!) { userSetHomePlace(input: $input) { profile { location { homePlace } } } }`;
const DISTANCE = `query ($uuid: String!) { profile(uuid: $uuid) { ${LOCATION} } }`;

interface Location {
  type: string;
  place: string | null;
  placeId: string | null;
  precision: string;
  distance: number | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

describe.each(backends)('location on $name', ({ postgres }) => {
  let app: App;
  let member: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    member = await loginMember(app, 'Mover Marten', { precisionOf: 'PRECISE' });
    other = await loginMember(app, 'Watcher Wolf', { at: offset(BERLIN, 20) });
  });

  afterAll(async () => {
    await app?.stop();
  });

  async function stored(id: string) {
    return app.services.db
      .selectFrom('profiles')
      .select(['latitude', 'longitude', 'location_cell', 'precision'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('stores a GPS fix snapped to the precision cell, never the raw point, and names its place', async () => {
    const raw = { latitude: 52.51234, longitude: 13.38765 };
    const result = await graphql<{ userLocationGpsUpdate: { profile: { location: Location } } }>(app, member.token, GPS, { input: raw });
    const location = result.data!.userLocationGpsUpdate.profile.location;
    const cell = snapToGrid(raw, CELL_KM.PRECISE, 'PRECISE');
    expect(location).toMatchObject({
      type: 'GPS',
      precision: 'PRECISE',
      countryCode: 'DE',
      latitude: cell.latitude,
      longitude: cell.longitude,
    });
    expect(location.place).toBeTruthy();
    expect(await stored(member.id)).toMatchObject({ latitude: cell.latitude, longitude: cell.longitude, location_cell: cell.cell });
    expect(distanceKm(raw, cell)).toBeGreaterThan(0.01);
  });

  it('applies a precision at once and refuses exact precision to members', async () => {
    const city = await graphql<{ userSetLocationPrecision: { profile: { location: Location } } }>(app, member.token, PRECISION, {
      input: { precision: 'CITY' },
    });
    expect(city.data!.userSetLocationPrecision.profile.location).toMatchObject({
      precision: 'CITY',
      place: 'Berlin',
      latitude: 52.52437,
      longitude: 13.41053,
    });
    expect((await stored(member.id)).location_cell).toBe('CITY:2950159');
    const coarse = await graphql<{ userSetLocationPrecision: { profile: { location: Location } } }>(app, member.token, PRECISION, {
      input: { precision: 'EXTRA_COARSE' },
    });
    expect(coarse.data!.userSetLocationPrecision.profile.location.precision).toBe('EXTRA_COARSE');
    expect((await stored(member.id)).location_cell).toBe(snapToGrid(BERLIN, CELL_KM.EXTRA_COARSE, 'EXTRA_COARSE').cell);
    const exact = await graphql(app, member.token, PRECISION, { input: { precision: 'EXACT' } });
    expect(exact.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await graphql(app, member.token, PRECISION, { input: { precision: 'PRECISE' } });
  });

  it('sets a chosen place and a home place from the gazetteer', async () => {
    const places = await graphql<{ places: { placeId: string; place: string; countryCode: string }[] }>(
      app,
      member.token,
      `
        {
          places(query: "munich", first: 3) {
            placeId
            place
            countryCode
          }
        }
      `,
    );
    const munich = places.data!.places[0];
    expect(munich).toMatchObject({ place: 'Munich', countryCode: 'DE' });
    const paris = await graphql<{ places: { place: string }[] }>(
      app,
      member.token,
      `
        {
          places(query: "paris") {
            place
          }
        }
      `,
    );
    expect(paris.data!.places[0].place).toBe('Paris');
    const moved = await graphql<{ userUpdateLocation: { profile: { location: Location } } }>(app, member.token, UPDATE, {
      input: { placeId: munich.placeId },
    });
    expect(moved.data!.userUpdateLocation.profile.location).toMatchObject({ type: 'MANUAL', place: 'Munich', placeId: munich.placeId });
    const home = await graphql<{ userSetHomePlace: { profile: { location: { homePlace: string } } } }>(app, member.token, HOME, {
      input: { placeId: '2950159' },
    });
    expect(home.data!.userSetHomePlace.profile.location.homePlace).toBe('Berlin');
    const missing = await graphql(app, member.token, UPDATE, { input: { placeId: 'nowhere' } });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const geocoded = await graphql<{ geocodePlace: { place: string; countryCode: string } }>(
      app,
      member.token,
      `
        {
          geocodePlace(latitude: 48.857, longitude: 2.352) {
            place
            countryCode
          }
        }
      `,
    );
    expect(geocoded.data!.geocodePlace).toMatchObject({ countryCode: 'FR' });
  });

  it('shows other members a whole-kilometre distance and never their coordinates', async () => {
    const seen = await graphql<{ profile: { location: Location } }>(app, other.token, DISTANCE, { uuid: member.id });
    const location = seen.data!.profile.location;
    expect(location.latitude).toBeNull();
    expect(location.longitude).toBeNull();
    expect(Number.isInteger(location.distance)).toBe(true);
    expect(location.distance).toBeGreaterThanOrEqual(1);
  });
});

/**
 * The attacker of the dating-app trilateration papers: a staff member at exact precision who moves their own
 * position anywhere, as often as they like, and reads the victim's distance (whole km) after every move.
 * For each victim they find three points where the reading ticks over, which lie on a circle around whatever
 * point the server measures from, and take that circle's centre.
 */
describe('trilateration', () => {
  let app: App;
  let attacker: { id: string; token: string };
  let yoga: { fetch: (url: string, init: RequestInit) => Promise<Response> | Response };

  beforeAll(async () => {
    app = await startTestApp();
    attacker = await loginMember(app, 'Attacker Adder', { roles: ['TEAM'], precisionOf: 'EXACT' });
    yoga = createYoga({ schema: createSnootSchema(), context: () => createContext(app.services, attacker.token) });
  });

  afterAll(async () => {
    await app?.stop();
  });

  /**
   * One probe: move, then read the victim's distance. Both go through the server's GraphQL schema and
   * resolvers with the attacker's token, in process (thousands of probes over HTTP would take minutes).
   */
  async function readDistance(victim: string, at: { latitude: number; longitude: number }) {
    const moved = await execute(GPS, { input: at });
    if (moved.errors) throw new Error(moved.errors[0].message);
    const seen = await execute(DISTANCE, { uuid: victim });
    return (seen.data as { profile: { location: Location } }).profile.location.distance!;
  }

  async function execute(query: string, variables: Record<string, unknown>) {
    const response = await yoga.fetch('http://in-process/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  }

  /** Bisects along a ray from `from` for the point where the reading first exceeds `reading`. */
  async function tickOver(
    victim: string,
    from: { latitude: number; longitude: number },
    bearing: number,
    reading: number,
    reachKm: number,
  ) {
    let low = 0;
    let high = reachKm;
    for (let step = 0; step < 9; step++) {
      const middle = (low + high) / 2;
      const at = offset(from, middle * Math.sin(bearing), middle * Math.cos(bearing));
      if ((await readDistance(victim, at)) > reading) high = middle;
      else low = middle;
    }
    const t = (low + high) / 2;
    return { x: t * Math.sin(bearing), y: t * Math.cos(bearing) };
  }

  /** The attacker's best estimate of a victim's position, starting from a guess within a few kilometres. */
  async function locate(victim: string, guess: { latitude: number; longitude: number }) {
    const reading = Math.max(2, await readDistance(victim, guess)) + 1;
    const reach = 2 * (reading + 1);
    const [a, b, c] = await Promise.resolve([0, (2 * Math.PI) / 3, (4 * Math.PI) / 3]).then((bearings) =>
      bearings.reduce<Promise<{ x: number; y: number }[]>>(
        async (all, bearing) => [...(await all), await tickOver(victim, guess, bearing, reading, reach)],
        Promise.resolve([]),
      ),
    );
    // The centre of the circle through a, b and c (planar: the circle is a few kilometres across).
    const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
    const sq = (p: { x: number; y: number }) => p.x * p.x + p.y * p.y;
    const x = (sq(a) * (b.y - c.y) + sq(b) * (c.y - a.y) + sq(c) * (a.y - b.y)) / d;
    const y = (sq(a) * (c.x - b.x) + sq(b) * (a.x - c.x) + sq(c) * (b.x - a.x)) / d;
    return offset(guess, x, y);
  }

  async function storedPoint(id: string) {
    const row = await app.services.db
      .selectFrom('profiles')
      .select(['latitude', 'longitude'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { latitude: row.latitude!, longitude: row.longitude! };
  }

  function randomPoint(seed: number) {
    // A small deterministic generator, so a failure can be replayed.
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    return () => next();
  }

  // Thirty victims: the mean error to the truth (about 0.38 of a cell for a point anywhere in it) is then more
  // than five standard errors above the quarter cell asserted, and each probe is two requests, 56 per victim.
  it("learns no more than the cell centre of 30 victims at '~1 km' precision", { timeout: 600_000 }, async () => {
    const random = randomPoint(7);
    const errorsToTruth: number[] = [];
    for (let index = 0; index < 30; index++) {
      const truth = offset(BERLIN, (random() - 0.5) * 30, (random() - 0.5) * 30);
      const victim = await insertProfile(app, `Victim ${index}`, { at: truth, precisionOf: 'PRECISE' });
      const guess = offset(truth, (random() - 0.5) * 4, (random() - 0.5) * 4);
      const estimate = await locate(victim, guess);
      const centre = await storedPoint(victim);
      // The attack works: it finds the cell centre (to within its own 3-decimal positions)...
      expect(distanceKm(estimate, centre)).toBeLessThan(0.15);
      // ...and that is all there is to find.
      errorsToTruth.push(distanceKm(estimate, truth));
    }
    const mean = errorsToTruth.reduce((sum, value) => sum + value, 0) / errorsToTruth.length;
    expect(mean).toBeGreaterThanOrEqual(CELL_KM.PRECISE / 4);
  });

  it("learns only the city centre of victims at 'city' precision", { timeout: 300_000 }, async () => {
    const random = randomPoint(11);
    for (let index = 0; index < 10; index++) {
      const truth = offset(BERLIN, (random() - 0.5) * 12, (random() - 0.5) * 12);
      const victim = await insertProfile(app, `City Victim ${index}`, { at: truth, precisionOf: 'CITY' });
      const estimate = await locate(victim, offset(truth, (random() - 0.5) * 4, (random() - 0.5) * 4));
      const city = (await cityForPoint(truth))!;
      expect(await storedPoint(victim)).toEqual({ latitude: city.latitude, longitude: city.longitude });
      expect(distanceKm(estimate, city)).toBeLessThan(0.15);
      expect(distanceKm(truth, city)).toBeGreaterThan(0.15);
    }
  });

  it('orders search results by the snapped points alone', async () => {
    await execute(GPS, { input: offset(BERLIN, 3.3, -2.1) });
    const query = `{ profileSearch(first: 30, filters: { displayName: "Victim" }) { edges { node { uuid } } } }`;
    const result = (await execute(query, {})) as { data: { profileSearch: { edges: { node: { uuid: string } }[] } } };
    const order = result.data.profileSearch.edges.map((edge) => edge.node.uuid);
    const rows = await app.services.db
      .selectFrom('profiles')
      .select(['id', 'latitude', 'longitude'])
      .where('display_name', 'like', '%Victim%')
      .execute();
    const me = await app.services.db
      .selectFrom('profiles')
      .select(['latitude', 'longitude'])
      .where('id', '=', attacker.id)
      .executeTakeFirstOrThrow();
    const kmOf = new Map(
      rows.map((row) => [
        row.id,
        distanceKm({ latitude: me.latitude!, longitude: me.longitude! }, { latitude: row.latitude!, longitude: row.longitude! }),
      ]),
    );
    // A page of the 40 victims: the nearest 30.
    expect(order.length).toBe(30);
    // Nearest first by the stored (snapped) points; members of one cell come in an order drawn from their ids.
    const distances = order.map((id) => kmOf.get(id)!);
    for (let index = 1; index < distances.length; index++) expect(distances[index]).toBeGreaterThanOrEqual(distances[index - 1] - 1e-6);
    const nearest = [...kmOf.values()].sort((a, b) => a - b).slice(0, 30);
    expect(distances.at(-1)).toBeCloseTo(nearest.at(-1)!, 6);
  });
});

describe('snapping and the gazetteer', () => {
  it('maps every point of a cell to one centre, which maps to itself', () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const precision of ['EXTRA_COARSE', 'COARSE', 'PRECISE'] as const) {
      const size = CELL_KM[precision];
      for (let index = 0; index < 500; index++) {
        const point = { latitude: (random() - 0.5) * 170, longitude: (random() - 0.5) * 360 };
        const cell = snapToGrid(point, size, precision);
        expect(snapToGrid(cell, size, precision)).toEqual(cell);
        // A cell is about size × size: its centre is never further than its half-diagonal (plus rounding).
        expect(distanceKm(point, cell)).toBeLessThanOrEqual(size * 0.75 + 0.001);
      }
    }
  });

  it('finds places by any word of their name, most populous first, and the nearest place to a point', async () => {
    const { searchPlaces, nearestPlace } = await import('../../server/geo/gazetteer.ts');
    expect((await searchPlaces('new yo', 5))[0].place).toBe('New York City');
    expect((await searchPlaces('york', 5)).map((place) => place.place)).toContain('New York City');
    expect((await searchPlaces('sao pau', 3))[0]).toMatchObject({ place: 'São Paulo', countryCode: 'BR', country: 'Brazil' });
    expect(await nearestPlace({ latitude: 48.857, longitude: 2.352 }, 1_000_000)).toMatchObject({ place: 'Paris' });
    expect(await cityForPoint({ latitude: 52.52, longitude: 13.39 })).toMatchObject({ place: 'Berlin' });
  });
});

describe('the demo community', () => {
  it('stores no position finer than its owner’s precision', { timeout: 300_000 }, async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDatabase } = await import('../../server/db/connect.ts');
    const { seedDemoCommunity } = await import('../../server/seed/index.ts');
    const { snapStoredLocation } = await import('../../server/geo/storedLocation.ts');
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedDemoCommunity(db, { imageDir: join(mkdtempSync(join(tmpdir(), 'snoot-seed-')), 'images'), profileCount: 300 });
      const rows = await db.selectFrom('profiles').select(['latitude', 'longitude', 'precision', 'place_id', 'location_cell']).execute();
      expect(rows.length).toBeGreaterThan(300);
      for (const row of rows) {
        const again = await snapStoredLocation({
          latitude: row.latitude!,
          longitude: row.longitude!,
          precision: row.precision,
          place_id: row.place_id,
        });
        // Snapping a stored point again changes nothing: it already is its cell's (or city's) centre.
        expect({ latitude: row.latitude, longitude: row.longitude, cell: row.location_cell }).toEqual(again);
      }
    } finally {
      await db.destroy();
    }
  });
});
