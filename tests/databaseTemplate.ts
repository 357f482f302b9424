import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
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
  }
}

/**
 * Vitest's global setup: one migrated embedded database, dumped once. A test server started from it skips
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
  return () => rmSync(dir, { recursive: true, force: true });
}
