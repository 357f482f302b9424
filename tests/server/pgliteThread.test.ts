import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../server/db/connect.ts';
import { selectWithPlannerSettings } from '../../server/db/plannerSettings.ts';
import { createPrivateRoom } from '../../server/chat/rooms.ts';
import { countMessage } from '../../server/notifications/notifications.ts';

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

  it('plans a statement it has run a few times once, not on every run', async () => {
    const lookUp = (id: string) => db.selectFrom('profiles').select('id').where('id', '=', id).where('deleted_at', 'is', null);
    const { sql: text } = lookUp(randomUUID()).compile();
    for (let run = 0; run < 12; run++) await lookUp(randomUUID()).execute();
    const [statement] = (
      await sql<{ generic_plans: number; custom_plans: number }>`
        select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = ${text}
      `.execute(db)
    ).rows;
    // PostgreSQL's own rule for named statements: five runs planned for their values, then one plan kept.
    expect(statement).toEqual({ custom_plans: 5, generic_plans: 7 });
  });

  it('counts every message of a room into its one unread notification, past the runs a kept plan starts after', async () => {
    const ids = [randomUUID(), randomUUID()];
    await db
      .insertInto('profiles')
      .values(
        ids.map((id, n) => ({
          id,
          email: `planned-${n}-${id}@example.com`,
          display_name: `Planned ${n}`,
          share_hash: randomBytes(8).toString('base64url'),
        })),
      )
      .execute();
    const roomId = await createPrivateRoom(db, ids[0], ids[1]);
    let row;
    // The ON CONFLICT arbiter (a partial unique index) must be found by a plan made for no values in particular too.
    for (let message = 0; message < 9; message++) row = await countMessage(db, ids[1], ids[0], roomId);
    expect(row).toMatchObject({ recipient_id: ids[1], kind: 'MESSAGE', count: 9, read_at: null });
  });
});
