import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../server/db/connect.ts';
import { pgliteOptions } from '../server/db/pgliteOptions.ts';
import { PGliteDialect } from '../server/db/pgliteDialect.ts';
import type { PGliteSession } from '../server/db/pgliteThread.ts';
import type { Database } from '../server/db/types.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated embedded database, which each test's server starts from. */
    databaseTemplate: string;
    /** With DATABASE_URL: a migrated PostgreSQL database, which each test's database is created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest's global setup: one migrated embedded database, dumped once, and with DATABASE_URL one migrated
 * PostgreSQL database to copy. A test server started from it skips
 * creating a cluster and running every migration, about two seconds each of the suite's hundred-odd servers.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'snoot-template-'));
  const file = join(dir, 'migrated.tar');
  const client = new PGlite(pgliteOptions);
  const session: PGliteSession = {
    query: async <R>(sql: string, params: unknown[]) => await client.query<R>(sql, params),
    exec: async <R>(sql: string) => (await client.exec(sql)).map(({ rows }) => ({ rows: rows as R[] })),
    close: () => client.close(),
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect(session) });
  await migrate(db);
  writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  project.provide('databaseTemplate', file);
  const postgresTemplate = process.env.DATABASE_URL ? await migratedPostgres(process.env.DATABASE_URL) : null;
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgresTemplate) await dropDatabase(process.env.DATABASE_URL!, postgresTemplate);
  };
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const dropDatabase = (url: string, name: string) => adminQuery(url, `drop database if exists ${name} with (force)`);

/**
 * A PostgreSQL database migrated once for the run: `create database … template` copies it in a fraction of
 * the second or more that migrating each test server's new database took.
 */
async function migratedPostgres(url: string) {
  const name = `snoot_template_${process.pid}`;
  await dropDatabase(url, name);
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.toString(), max: 1 }) }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  return name;
}
