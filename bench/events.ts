/**
 * The events directory at scale: 10,000 events around the demo community's cities (a tenth After Dark, a tenth of the
 * minors' pool, a few cancelled, a fifth already over, each with a host; some hosts blocked by the viewer), pages as
 * Query.events reads them (eventDirectory: the event rule, nearest place first in whole kilometres, then soonest),
 * with a date range (the coming weekend in Berlin), a name search, After Dark, past events and the second page,
 * printing p50/p95. Not part of `npm test`; `npm run bench -- --events` runs it on PostgreSQL and puts the worst p95 in
 * the budget table:
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/events.ts      (PGlite without DATABASE_URL)
 *
 * A database that already holds the bench's member is measured as it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connect.ts';
import { eventDirectory, upcomingCursor } from '../server/events/directory.ts';
import { profileById } from '../server/profiles/profileRows.ts';
import { CITIES } from '../server/seed/cities.ts';
import { dayRange } from '../src/lib/eventTimes.ts';
import { timeQuery } from './queryTimes.ts';

const EVENTS = Number(process.env.EVENTS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 200);
const VIEWER_EMAIL = 'events-bench@example.com';
const HOSTS = 500;

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
    values (gen_random_uuid(), ${VIEWER_EMAIL}, 'Bench Goer', '1990-01-01', now(), md5(random()::text), true,
      ${berlin.latitude}, ${berlin.longitude})
    returning id`.execute(db);
  const viewerId = rows[0].id;
  // Hosts: adults, and a tenth of the minors' pool, whose events are of that pool.
  await sql`
    insert into profiles (id, email, display_name, date_of_birth, onboarded_at, share_hash)
    select gen_random_uuid(), 'events-bench-host-' || i || '@example.com', 'Host ' || i,
      case when i % 10 = 2 then (now() - interval '16 years 2 months')::date else date '1991-05-05' end, now(), md5(random()::text)
    from generate_series(1, ${HOSTS}) as i`.execute(db);
  const cities = sql.join(CITIES.map((city) => sql`(${city.place}::text, ${city.latitude}::float8, ${city.longitude}::float8)`));
  // Each event within about 50 km of one of the cities, from a month ago to three months ahead, a few hours long.
  await sql`
    with city (place, lat, lon) as (values ${cities}),
    numbered as (select row_number() over () - 1 as n, place, lat, lon from city),
    host as (select id, row_number() over (order by email) - 1 as n, date_of_birth > (now() - interval '18 years')::date as minor
      from profiles where email like 'events-bench-host-%')
    insert into events (uuid, display_name, description, is_ad, adult_pool, time_zone, place, latitude, longitude,
      begin_at, end_at, capacity, host_id, cancelled_at)
    select gen_random_uuid(), numbered.place || ' Meet ' || i, 'A bench event', i % 10 = 1 and not host.minor, not host.minor,
      'Europe/Berlin', numbered.place,
      numbered.lat + ((i * 7919) % 100 - 50) / 200.0, numbered.lon + ((i * 104729) % 100 - 50) / 200.0,
      now() + ((i * 37) % 2880 - 720) * interval '1 hour', now() + ((i * 37) % 2880 - 720 + 3) * interval '1 hour',
      case when i % 3 = 0 then 20 end, host.id, case when i % 50 = 3 then now() end
    from generate_series(1, ${EVENTS}) as i
    join numbered on numbered.n = i % ${CITIES.length}
    join host on host.n = i % ${HOSTS}`.execute(db);
  await sql`insert into blocks (blocker_id, blocked_id)
    select ${viewerId}::uuid, id from profiles where email like 'events-bench-host-%3@example.com'`.execute(db);
  console.log(`Seeded ${EVENTS.toLocaleString('en')} events in ${((performance.now() - started) / 1000).toFixed(1)} s on ${backend}`);
  return viewerId;
}

const time = (name: string, run: () => Promise<number>) => timeQuery(`eventsDirectory ${name}`, RUNS, run);

const viewerId = await seed();
await sql`analyze`.execute(db);
const viewer = await profileById(db, viewerId);
const events = EVENTS.toLocaleString('en');
const weekend = dayRange('WEEKEND', 'Europe/Berlin', new Date());
type Request = Omit<Parameters<typeof eventDirectory>[1], 'viewer'>;
const page = (request: Request) => async () => (await eventDirectory(db, { viewer, first: 30, ...request })).page.length;
await time(`first page of ${events} events, upcoming nearest first`, page({}));
await time(`first page of ${events} events, this weekend`, page({ ...weekend, timeZone: 'Europe/Berlin' }));
await time(`first page of ${events} events, by name (meet 12)`, page({ search: 'meet 12' }));
await time(`first page of ${events} events, After Dark`, page({ isAd: true }));
await time(`first page of ${events} events, past`, page({ when: 'PAST' }));
const first = await eventDirectory(db, { viewer, first: 30 });
const after = upcomingCursor(first.page.at(-1)!);
await time(`second page of ${events} events, upcoming nearest first`, page({ after }));

await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
