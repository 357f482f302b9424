import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../server/db/connect.ts';
import { selectWithPlannerSettings } from '../../server/db/plannerSettings.ts';
import { dropPostgresDatabase, freshPostgresUrl } from './harness.ts';

/** What a statement sees of its settings, and where enable_seqscan came from ('client': the connection's start). */
const seen = sql<{ seqscan: string; sort: string; source: string }>`
  select current_setting('enable_seqscan') as seqscan, current_setting('enable_sort') as sort,
    (select source from pg_settings where name = 'enable_seqscan') as source
`;

describe.skipIf(!process.env.DATABASE_URL)('statements with planner settings on PostgreSQL', () => {
  let url: string;
  let db: DB;
  beforeAll(async () => {
    url = await freshPostgresUrl();
    db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await db?.destroy();
    if (url) await dropPostgresDatabase(url);
  });

  it('run as one statement on a connection that started with the settings, which no other statement gets', async () => {
    const [row] = await selectWithPlannerSettings(db, seen, { enable_seqscan: 'off', enable_sort: 'off' });
    // The settings came with the connection, not from a begin and set_config before the statement (one round
    // trip, not four).
    expect(row).toEqual({ seqscan: 'off', sort: 'off', source: 'client' });
    // Many at once, mixed with plain statements: each plain one keeps the defaults.
    const mixed = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2
          ? selectWithPlannerSettings(db, seen, { enable_seqscan: 'off', enable_sort: 'off' })
          : seen.execute(db).then((r) => r.rows),
      ),
    );
    mixed.forEach(([result], index) => expect(result.seqscan).toBe(index % 2 ? 'off' : 'on'));
    // Another set of settings gets connections of its own.
    const [other] = await selectWithPlannerSettings(db, seen, { enable_sort: 'off' });
    expect(other).toMatchObject({ seqscan: 'on', sort: 'off' });
  });

  it('closes those connections when the database is closed', async () => {
    const name = new URL(url).pathname.slice(1);
    const count = async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query<{ open: string }>(
        `select count(*) as open from pg_stat_activity where datname = $1 and application_name like 'snoot preset%'`,
        [name],
      );
      await admin.end();
      return Number(rows[0].open);
    };
    const own = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await selectWithPlannerSettings(own, seen, { enable_seqscan: 'off' });
    expect(await count()).toBeGreaterThan(0);
    await own.destroy();
    await db.destroy();
    // Each connection is told to end; PostgreSQL lets go of its session a moment later.
    await expect.poll(count, { timeout: 2_000, interval: 20 }).toBe(0);
    db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  });
});
