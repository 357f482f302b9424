import { sql, type RawBuilder } from 'kysely';
import type { DB } from './connect.ts';
import { statementName } from './namedStatements.ts';
import type { PGliteSession } from './pgliteThread.ts';
import type { PresetPools } from './presetPools.ts';
import type { PlannerSettings } from './pgliteWorker.ts';

export type { PlannerSettings };

const pgliteSessions = new WeakMap<DB, PGliteSession>();
const presetPools = new WeakMap<DB, PresetPools>();

/** Called by openDatabase: statements with planner settings on this database go to its PGlite thread in one message. */
export function registerPGliteSession(db: DB, session: PGliteSession) {
  pgliteSessions.set(db, session);
}

/** Called by openDatabase: statements with planner settings on this PostgreSQL database go to connections preset with them. */
export function registerPresetPools(db: DB, pools: PresetPools) {
  presetPools.set(db, pools);
}

/** The session every statement on the embedded database goes through, if `db` is one (as opened by openDatabase). */
export const pgliteSessionOf = (db: DB) => pgliteSessions.get(db);

/** Whether `db` is the embedded PGlite database (as opened by openDatabase), not PostgreSQL. */
export const isPGlite = (db: DB) => pgliteSessions.has(db);

/**
 * The rows of one statement planned with `settings` (e.g. index walks the planner would not choose), as one
 * message: on PGlite the transaction that sets them runs on the database's thread, under the one session's lock
 * only for the statement's time; on PostgreSQL the statement goes to a connection that started with them.
 * Another database (a transaction handed in) gets a transaction that sets them locally.
 */
export async function selectWithPlannerSettings<R>(db: DB, query: RawBuilder<R>, settings: PlannerSettings): Promise<R[]> {
  const session = pgliteSessions.get(db);
  if (session) {
    const { sql: text, parameters } = query.compile(db);
    // The connection is the PGlite driver's lock: no other statement or transaction runs in the session meanwhile.
    return db.connection().execute(async () => (await session.query<R>(text, [...parameters], settings)).rows);
  }
  const pools = presetPools.get(db);
  if (pools) {
    const { sql: text, parameters } = query.compile(db);
    // Named, so each connection parses it once and PostgreSQL may keep its plan (the same few statement shapes
    // run for every grid page; planning was close to a millisecond of each).
    return (await pools.for(settings).query<R & object>({ name: statementName(text), text, values: [...parameters] })).rows;
  }
  return db.transaction().execute(async (trx) => {
    await setLocally(trx, settings);
    return (await query.execute(trx)).rows;
  });
}

/** Sets `settings` for the rest of the transaction `trx`. */
export async function setLocally(trx: DB, settings: PlannerSettings) {
  const calls = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await sql`select ${sql.join(calls)}`.execute(trx);
}
