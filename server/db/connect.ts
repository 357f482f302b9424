import { mkdirSync, readdirSync } from 'node:fs';
import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import { PGliteDialect } from './pgliteDialect.ts';
import { pgliteDir, takePGliteThread } from './pgliteThread.ts';
import { registerPGliteSession, registerPresetPools } from './plannerSettings.ts';
import { PresetPools } from './presetPools.ts';
import type { Database } from './types.ts';

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
    () => null,
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
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  const { dialect, presets } = await createDialect(options);
  const db = new Kysely<Database>({ dialect });
  if (dialect instanceof PGliteDialect) registerPGliteSession(db, dialect.session);
  if (presets) registerPresetPools(db, presets);
  await migrate(db);
  return db;
}

async function createDialect({ databaseUrl, dataDir, template }: DatabaseOptions) {
  if (databaseUrl) {
    // Loaded only for PostgreSQL: an embedded database's start does not wait for the driver.
    const { default: pg } = await import('pg');
    // Dates come back as strings from `date` columns: a birthday has no time zone.
    pg.types.setTypeParser(1082, (value) => value);
    // No JIT: it spends tens of milliseconds compiling queries that run in a few (the nearest-first search
    // walks an index but the planner prices it as if it read the whole table, which trips the JIT threshold).
    const config = { connectionString: databaseUrl, options: '-c jit=off' };
    // An idle connection cut by the server (a restart, a failover) is dropped from the pool and logged;
    // without a listener the error would end the process.
    const lost = (error: Error) => console.error('PostgreSQL connection lost:', error.message);
    const pool = new pg.Pool({ ...config, max: 10 });
    pool.on('error', lost);
    const presets = new PresetPools(pg, config, lost);
    // Kysely ends what it is given on destroy(): the preset pools end with the main one.
    const pools = {
      connect: () => pool.connect(),
      end: async () => {
        await Promise.all([pool.end(), presets.end()]);
      },
    };
    return { dialect: new PostgresDialect({ pool: pools }), presets };
  }
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Off the main thread: a query's WebAssembly no longer holds GraphQL, websockets or chat fan-out.
  return { dialect: new PGliteDialect(await takePGliteThread(pgliteDir(dataDir), template)), presets: null };
}

export async function migrate(db: DB) {
  if (await isUpToDate(db)) return;
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
