import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PGliteSession } from './pgliteThread.ts';

/**
 * A Kysely dialect for embedded PGlite (on its worker thread, pgliteThread.ts). PGlite has a single session, so a transaction opened by one request
 * would swallow queries of every other request; the driver therefore hands its one connection out under a
 * lock, which Kysely holds for a whole transaction and for one query otherwise.
 */
export class PGliteDialect implements Dialect {
  constructor(readonly session: PGliteSession) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.session);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: DatabaseConnection;

  constructor(private readonly client: PGliteSession) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        // Without parameters the simple protocol runs several statements at once (migrations need that).
        const result = query.parameters.length
          ? await client.query<R>(query.sql, [...query.parameters])
          : ((await client.exec<R>(query.sql)).at(-1) ?? { rows: [] });
        const affected = result.affectedRows;
        return { rows: result.rows, numAffectedRows: affected === undefined ? undefined : BigInt(affected) };
      },
      streamQuery: () => {
        throw new Error('PGlite does not stream results');
      },
    };
  }

  private release: (() => void) | null = null;

  async init() {}

  async acquireConnection() {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection() {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    await this.client.close();
  }
}
