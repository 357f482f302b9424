import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { OPERATION_ENDED_MESSAGE, runWithSignal } from '../../server/db/operationSignal.ts';
import { graphql, logIn, startTestApp } from './harness.ts';

const postgres = process.env.DATABASE_URL ? describe : describe.skip;

/** What PostgreSQL is running now for the app's database, other than this look itself. */
async function activeStatements(app: App) {
  const admin = new pg.Client({ connectionString: app.services.config.databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ query: string }>(
      "select query from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
    );
    return rows.map((row) => row.query);
  } finally {
    await admin.end();
  }
}

postgres('an ended operation on PostgreSQL', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres: true, seed: true });
  });
  afterAll(() => app?.stop());

  it('has its running statement cancelled, and the database answers the next member at once', async () => {
    const operation = new AbortController();
    // Half a minute of work, far past any wait below: only a cancel ends it early.
    const slow = runWithSignal(operation.signal, () => sql`select pg_sleep(30)`.execute(app.services.db));
    const ended = slow.then(
      () => 'finished',
      (error: Error) => error.message,
    );
    let running: string[] = [];
    for (let look = 0; look < 200 && !running.some((query) => query.includes('pg_sleep')); look++) running = await activeStatements(app);
    expect(running.some((query) => query.includes('pg_sleep'))).toBe(true);

    operation.abort(new Error('The client went away'));
    // PostgreSQL's words for a cancel request, not for its statement_timeout (DATABASE_TIMEOUT_MS).
    expect(await ended).toMatch(/canceling statement due to user request/);
    expect((await activeStatements(app)).filter((query) => query.includes('pg_sleep'))).toEqual([]);
    const token = await logIn(app, 'member@example.com');
    expect((await graphql(app, token, '{ viewer { profile { displayName } } }')).data).toBeTruthy();
  });

  it('sends no statement for an operation that has already ended', async () => {
    const operation = new AbortController();
    operation.abort(new Error('The socket closed'));
    await expect(runWithSignal(operation.signal, () => sql`select 1`.execute(app.services.db))).rejects.toThrow(OPERATION_ENDED_MESSAGE);
  });
});

describe('an ended operation on PGlite', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({});
  });
  afterAll(() => app?.stop());

  it('has its statement taken out of the line before it runs, and a transaction of it still rolled back', async () => {
    const db = app.services.db;
    // A statement that keeps the embedded database busy for a while, so the next ones wait in line behind it.
    const busy = sql`select count(*) from generate_series(1, 5000000)`.execute(db);
    const operation = new AbortController();
    const write = runWithSignal(operation.signal, () =>
      db.transaction().execute(async (trx) => {
        await sql`create table if not exists never_written (id int)`.execute(trx);
        await sql`insert into never_written values (1)`.execute(trx);
      }),
    );
    const outcome = write.then(
      () => 'written',
      (error: Error) => error.message,
    );
    operation.abort(new Error('The client went away'));
    await busy;
    expect(await outcome).toBe(OPERATION_ENDED_MESSAGE);
    // Nothing of it was done, and the database takes the next statement (no transaction left open).
    const { rows } = await sql<{ name: string | null }>`select to_regclass('never_written')::text as name`.execute(db);
    expect(rows).toEqual([{ name: null }]);
    await sql`begin`.execute(db);
    await sql`rollback`.execute(db);
  });
});
