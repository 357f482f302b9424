import { mkdirSync, readdirSync } from 'node:fs';
import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import { PGliteDialect } from './pgliteDialect.ts';
import { pgliteDir, takePGliteThread } from './pgliteThread.ts';
import { registerPGliteSession, registerPresetPools } from './plannerSettings.ts';
import { PresetPools } from './presetPools.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './faults.ts';
import { guardPool } from './pgGuard.ts';
import type { Database } from './types.ts';
import { log } from '../log/log.ts';

export type DB = Kysely<Database>;

const migrationsDir = new URL('./migrations/', import.meta.url);

/**
 * Every file in migrations/, applied in the order of its name (0001_..., 0002_...): TypeScript from the source,
 * JavaScript from the built server (scripts/buildServer.mjs); either way a migration is known by its bare name.
 */
const migrationFiles = () =>
  readdirSync(migrationsDir)
    .filter((name) => /^\d{4}_\w+\.(ts|js)$/.test(name))
    .sort();
const migrationName = (file: string) => file.replace(/\.(ts|js)$/, '');

async function loadMigrations(): Promise<Record<string, Migration>> {
  const entries = await Promise.all(
    migrationFiles().map(async (file) => [migrationName(file), await import(new URL(file, migrationsDir).href)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Whether the database has run exactly the migrations there are: one query, so a restart imports no migration.
 * Anything else (a new database, a new migration, one the database knows but the code does not) goes to the
 * migrator, which applies or refuses as it always has.
 */
async function isUpToDate(db: DB) {
  const applied = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db).then(
    ({ rows }) => new Set(rows.map((row) => row.name)),
    // No table yet is a new database; a database that cannot be reached is not.
    (error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    },
  );
  const names = migrationFiles().map(migrationName);
  return applied !== null && applied.size === names.length && names.every((name) => applied.has(name));
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  dataDir: string;
  /**
   * For an in-memory database: a file PGlite's dumpDataDir() wrote of a database made the same way, to start
   * from instead of an empty cluster (a fraction of a second against two). Migrations still run as needed.
   */
  template?: string;
  /**
   * PostgreSQL only: how long one statement, or a new connection, may take before it fails as the database
   * being unavailable (DATABASE_TIMEOUT_MS); the request is then answered 503 well within its 15 s budget.
   */
  timeoutMs?: number;
}

/** DATABASE_TIMEOUT_MS's default: a stalled database is noticed long before a request's 15 s budget runs out. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS);
  const dialect = await openPGlite(options);
  const db = new Kysely<Database>({ dialect });
  registerPGliteSession(db, dialect.session);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

async function openPGlite({ dataDir, template }: DatabaseOptions) {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Off the main thread: a query's WebAssembly no longer holds GraphQL, websockets or chat fan-out.
  return new PGliteDialect(await takePGliteThread(pgliteDir(dataDir), template));
}

/** Where a PostgreSQL URL points, for a log line: host and port only, never the user, password or options. */
export function databaseAddress(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    const host = decodeURIComponent(url.hostname) || url.searchParams.get('host') || 'localhost';
    return `${host}:${url.port || url.searchParams.get('port') || 5432}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Start-up's waits between tries while the database is unreachable: 0.5 s, doubling, at most 30 s. */
const nextWaitMs = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 30_000);

async function openPostgres(databaseUrl: string, timeoutMs: number): Promise<DB> {
  // Loaded only for PostgreSQL: an embedded database's start does not wait for the driver.
  const { default: pg } = await import('pg');
  // Dates come back as strings from `date` columns: a birthday has no time zone.
  pg.types.setTypeParser(1082, (value) => value);
  const address = databaseAddress(databaseUrl);
  // A connection lost while idle or in use is dropped from its pool and logged; a new one is made when next
  // needed. Without a listener the error would end the process.
  const lost = (error: Error) => log.error(`PostgreSQL connection to ${address} lost: ${describeDatabaseError(error)}`);
  // No JIT: it spends tens of milliseconds compiling queries that run in a few (the nearest-first search
  // walks an index but the planner prices it as if it read the whole table, which trips the JIT threshold).
  const base = { connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: timeoutMs };

  // Every statement after start-up has a budget: PostgreSQL cancels one that runs longer (statement_timeout),
  // and a connection that does not answer at all is cut a second after that (pgGuard.ts).
  const config = { ...base, options: `-c jit=off -c statement_timeout=${timeoutMs}` };
  const readTimeoutMs = timeoutMs + 1_000;
  const pool = new pg.Pool({ ...config, max: 10 });
  guardPool(pool, readTimeoutMs, lost);
  const presets = new PresetPools(pg, config, (created) => guardPool(created, readTimeoutMs, lost));
  // Kysely ends what it is given on destroy(): the preset pools end with the main one.
  const pools = {
    connect: () => pool.connect(),
    end: async () => {
      await Promise.all([pool.end(), presets.end()]);
    },
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pools }) });
  registerPresetPools(db, presets);

  // Migrations run without a statement timeout (one over a large table may take a while), on a connection of
  // their own, made only when there is one to run.
  const runMigrations = async () => {
    const setup = new pg.Pool({ ...base, options: '-c jit=off', max: 1 });
    guardPool(setup, 24 * 60 * 60 * 1000, lost);
    const setupDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: setup }) });
    try {
      await migrate(setupDb);
    } finally {
      await setupDb.destroy();
    }
  };

  // Start-up waits for the database rather than exiting: each try says where and when the next one is.
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await isUpToDate(db))) await runMigrations();
        if (attempt > 1) log.info(`Reached the database at ${address}`);
        return db;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        const waitMs = nextWaitMs(attempt);
        log.warn(
          `Waiting for the database at ${address} (${describeDatabaseError(error)}); next try in ${waitMs / 1000} s (try ${attempt}).`,
        );
        await sleep(waitMs);
      }
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export async function migrate(db: DB) {
  if (await isUpToDate(db)) return;
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const which = failed ? `Database migration ${failed.migrationName}` : 'Database migration';
    throw new Error(`${which} failed: ${describeDatabaseError(error)}`, { cause: error });
  }
}
