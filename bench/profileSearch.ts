/**
 * ProfileSearch latency at scale: seeds 100,000 profiles, then times the first page (60, with filters) of the
 * search as the grid asks for it, and prints p50/p95 and the query plan. Not part of `npm test`:
 *
 *   node --import tsx bench/profileSearch.ts            # PGlite (about 2 minutes of seeding)
 *   DATABASE_URL=postgres://... node --import tsx bench/profileSearch.ts
 *
 * A PostgreSQL database that already holds the community is measured as it is (seed once, measure often).
 * The seeder makes SEEDED profiles (20,000) one by one and SQL copies them up to PROFILES, so a million is
 * minutes (about 2 on a busy 2-core machine):
 *
 *   DATABASE_URL=postgres://.../empty PROFILES=1000000 node --import tsx bench/profileSearch.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connect.ts';
import { cloneProfiles } from './cloneProfiles.ts';
import { seedDemoCommunity } from '../server/seed/index.ts';
import { searchProfiles, type ProfileSearchFilters } from '../server/search/profileSearch.ts';
import { loadGazetteer } from '../server/geo/gazetteer.ts';
import { createYoga } from 'graphql-yoga';
import { issueAccessToken } from '../server/auth/tokens.ts';
import { readConfig } from '../server/config.ts';
import { createContext } from '../server/graphql/context.ts';
import { createSnootSchema } from '../server/graphql/schema.ts';
import { createAppServices } from '../server/services.ts';

const PROFILES = Number(process.env.PROFILES ?? 100_000);
/** Profiles the seeder makes one by one; beyond them, copies made in SQL (bench/cloneProfiles.ts) fill up to PROFILES. */
const SEEDED = Math.min(PROFILES, Number(process.env.SEEDED ?? 20_000));
const RUNS = Number(process.env.RUNS ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'snoot-bench-'));
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? dataDir : 'memory://',
});
await loadGazetteer();

let started = performance.now();
const { seeded } = await seedDemoCommunity(db, { imageDir: join(dataDir, 'images'), profileCount: SEEDED });
if (seeded) await cloneProfiles(db, PROFILES);
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const { count } = await db
  .selectFrom('profiles')
  .select((eb) => eb.fn.countAll<string>().as('count'))
  .executeTakeFirstOrThrow();
console.log(
  seeded
    ? `Seeded ${Number(count).toLocaleString('en')} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s on ${backend}`
    : `${Number(count).toLocaleString('en')} profiles already in the ${backend} database`,
);
await sql`analyze`.execute(db);

const viewer = await db.selectFrom('profiles').selectAll().where('email', '=', 'member@example.com').executeTakeFirstOrThrow();
const cases: { name: string; filters: ProfileSearchFilters | null }[] = [
  { name: 'no filters', filters: null },
  { name: 'age 25-30, Female', filters: { age: { min: 25, max: 30 }, genders: ['Female'] } },
  {
    name: 'age 25-30, Female, within 50 km, with picture',
    filters: { age: { min: 25, max: 30 }, genders: ['Female'], requireProfileImage: true, location: { type: 'DISTANCE', distance: 50 } },
  },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

for (const { name, filters } of cases) {
  for (let warm = 0; warm < 10; warm++) await searchProfiles(db, { viewer, isAd: false, filters, first: 60 });
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    const page = await searchProfiles(db, { viewer, isAd: false, filters, first: 60 });
    times.push(performance.now() - started);
    rows = page.rows.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nprofileSearch first page (${name}): ${rows} rows, p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${RUNS} runs`,
  );
  const { plan } = await searchProfiles(db, { viewer, isAd: false, filters, first: 60, explain: true });
  console.log(
    plan!
      .split('\n')
      .filter(
        (line) =>
          !/^\s*(Buffers|Heap Fetches|Index Searches|SubPlan|-> {2}Index Only Scan using (likes|friendships|blocks|profile_hides))/.test(
            line,
          ),
      )
      .join('\n'),
  );
}

// The whole GraphQL operation the grid sends (its card fields included), through the real schema in process.
const token = await issueAccessToken(db, viewer.id);
const services = createAppServices(db, readConfig({ DATA_DIR: 'memory://' }));
const yoga = createYoga({ schema: createSnootSchema(), context: () => createContext(services, token) });
const GRID = `query ($filters: ProfileSearchFilters) {
  profileSearch(isAd: false, filters: $filters, first: 60) {
    edges { cursor node { id uuid displayName bestRole { name label }
      primaryImage { image { url(width: 374) blurredUrl: url(width: 256, blur: true) blurHash contentRating } }
      primaryImageAd { image { url(width: 374) blurHash contentRating } }
      location { distance } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const filters = cases[1].filters;
const times: number[] = [];
for (let run = 0; run < RUNS + 10; run++) {
  started = performance.now();
  const response = await yoga.fetch('http://bench/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: GRID, variables: { filters } }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  if (run >= 10) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `\nGraphQL profileSearch as the grid asks for it (60 cards, age 25-30, Female): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${RUNS} runs`,
);

await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
