import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../server/db/connect.ts';
import { selectWithPlannerSettings } from '../../server/db/plannerSettings.ts';

describe('embedded PGlite on its own thread', () => {
  let db: DB;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => db?.destroy());

  it('keeps the event loop turning while a long query runs', async () => {
    let done = false;
    const query = sql<{ total: string }>`select sum(n)::text as total from generate_series(1, 3000000) as n`
      .execute(db)
      .finally(() => (done = true));
    // Each turn of the event loop schedules the next; on the server's own thread the query would hold them all.
    let turns = 0;
    await new Promise<void>((resolve) => {
      const turn = () => (done ? resolve() : (turns++, setImmediate(turn)));
      setImmediate(turn);
    });
    expect((await query).rows[0].total).toBe('4500001500000');
    expect(turns).toBeGreaterThan(20);
  });

  it('reports a failed statement as PostgreSQL does, code and all, and carries on', async () => {
    const failure = await sql`select * from no_such_table`.execute(db).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '42P01', message: expect.stringContaining('no_such_table') });
    const { rows } = await sql<{ today: string }>`select date '2026-02-03' as today`.execute(db);
    // Dates stay the strings they are in the table (no time zone), as on the main thread.
    expect(rows[0].today).toBe('2026-02-03');
  });

  it('plans a statement with settings for it alone, never inside the transaction of another request', async () => {
    const setting = sql<{ sort: string; hashjoin: string }>`
      select current_setting('enable_sort') as sort, current_setting('enable_hashjoin') as hashjoin
    `;
    // A transaction of another request, with a setting of its own, is open in the one session meanwhile.
    let inside!: () => void;
    let finish!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const other = db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_hashjoin', 'off', true)`.execute(trx);
      await new Promise<void>((resolve) => {
        finish = resolve;
        inside();
      });
      return (await setting.execute(trx)).rows[0];
    });
    await opened;
    const planned = selectWithPlannerSettings(db, setting, { enable_sort: 'off' });
    finish();
    expect(await other).toEqual({ sort: 'on', hashjoin: 'off' });
    expect((await planned)[0]).toEqual({ sort: 'off', hashjoin: 'on' });
    expect((await setting.execute(db)).rows[0].sort).toBe('on');
  });
});
