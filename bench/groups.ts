/**
 * The groups directory at scale: 10,000 groups around the demo community's cities (a tenth After Dark, a tenth of the
 * minors' pool, a few closed, some blocked by the viewer, some the viewer belongs to), the first page as Query.groups
 * reads it (groupDirectory: the group rule, nearest home place first in whole kilometres, then most members), with a
 * name search, verified only, After Dark, and the second page, printing p50/p95. Not part of `npm test`;
 * `npm run bench -- --groups` runs it on PostgreSQL and puts the worst p95 in the budget table:
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/groups.ts      (PGlite without DATABASE_URL)
 *
 * A database that already holds the bench's member is measured as it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connect.ts';
import { directoryCursor, groupDirectory } from '../server/groups/directory.ts';
import { profileById } from '../server/profiles/profileRows.ts';
import { CITIES } from '../server/seed/cities.ts';
import { timeQuery } from './queryTimes.ts';

const GROUPS = Number(process.env.GROUPS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 200);
const VIEWER_EMAIL = 'groups-bench@example.com';

const dataDir = mkdtempSync(join(tmpdir(), 'snoot-bench-'));
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? dataDir : 'memory://',
});
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function seed() {
  const existing = await db.selectFrom('profiles').select('id').where('email', '=', VIEWER_EMAIL).executeTakeFirst();
  if (existing) {
    console.log(`The bench's member is already in the ${backend} database: measured as it is`);
    return existing.id;
  }
  const started = performance.now();
  const berlin = CITIES[0];
  const { rows } = await sql<{ id: string }>`
    insert into profiles (id, email, display_name, date_of_birth, onboarded_at, share_hash, is_ad_opt_in, latitude, longitude)
    values (gen_random_uuid(), ${VIEWER_EMAIL}, 'Bench Joiner', '1990-01-01', now(), md5(random()::text), true,
      ${berlin.latitude}, ${berlin.longitude})
    returning id`.execute(db);
  const viewerId = rows[0].id;
  const cities = sql.join(CITIES.map((city) => sql`(${city.place}::text, ${city.latitude}::float8, ${city.longitude}::float8)`));
  // Each group within about 50 km of one of the cities; a fifth have no home place (they meet online).
  await sql`
    with city (place, lat, lon) as (values ${cities}),
    numbered as (select row_number() over () - 1 as n, place, lat, lon from city)
    insert into groups (uuid, display_name, description, is_ad, is_verified, adult_pool, join_policy, place, latitude, longitude,
      member_count, created_at, closed_at)
    select gen_random_uuid(), numbered.place || ' Furs ' || i, 'A bench group', i % 10 = 1, i % 7 = 0, i % 10 <> 2,
      case when i % 5 = 0 then 'CLOSED' else 'OPEN' end,
      case when i % 5 = 4 then null else numbered.place end,
      case when i % 5 = 4 then null else numbered.lat + ((i * 7919) % 100 - 50) / 200.0 end,
      case when i % 5 = 4 then null else numbered.lon + ((i * 104729) % 100 - 50) / 200.0 end,
      (i * 31) % 500, now() - (i % 900) * interval '1 day', case when i % 50 = 3 then now() end
    from generate_series(1, ${GROUPS}) as i
    join numbered on numbered.n = i % ${CITIES.length}`.execute(db);
  await sql`insert into group_blocks (profile_id, group_uuid)
    select ${viewerId}::uuid, uuid from groups where display_name like '% Furs %3' limit 200`.execute(db);
  await sql`insert into profile_groups (profile_id, group_uuid, role, joined_at)
    select ${viewerId}::uuid, uuid, 'MEMBER', now() from groups where display_name like '% Furs %7' limit 100`.execute(db);
  console.log(`Seeded ${GROUPS.toLocaleString('en')} groups in ${((performance.now() - started) / 1000).toFixed(1)} s on ${backend}`);
  return viewerId;
}

const time = (name: string, run: () => Promise<number>) => timeQuery(`groupsDirectory ${name}`, RUNS, run);

const viewerId = await seed();
await sql`analyze`.execute(db);
const viewer = await profileById(db, viewerId);
const groups = GROUPS.toLocaleString('en');
const page = (args: Parameters<typeof groupDirectory>[1] extends infer R ? Omit<R, 'viewer'> : never) => async () =>
  (await groupDirectory(db, { viewer, first: 30, ...args })).page.length;
await time(`first page of ${groups} groups, nearest first`, page({}));
await time(`first page of ${groups} groups, by name (furs 12)`, page({ search: 'furs 12' }));
await time(`first page of ${groups} groups, verified only`, page({ verifiedOnly: true }));
await time(`first page of ${groups} groups, After Dark`, page({ isAd: true }));
const first = await groupDirectory(db, { viewer, first: 30 });
const after = directoryCursor(first.page.at(-1)!);
await time(`second page of ${groups} groups, nearest first`, page({ after }));

await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
