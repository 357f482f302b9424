import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pgliteOptions.ts';
import { createPreparedStatements } from './pglitePrepared.ts';

/** One statement for the worker: with `params` by the extended protocol, without by the simple one. */
export interface PGliteRequest {
  id: number;
  sql: string;
  params: unknown[] | null;
  /** Planner settings for this statement alone: it runs in a transaction of its own that sets them locally. */
  settings?: PlannerSettings;
}

/** Planner settings by name, e.g. { enable_sort: 'off' }. */
export type PlannerSettings = Record<string, 'on' | 'off'>;

export type PGliteReply =
  | { id: number; rows: unknown[]; affectedRows?: number }
  | { id: number; error: Record<string, unknown> & { message: string } }
  | { ready: true }
  | { failed: Record<string, unknown> & { message: string } };

export interface PGliteWorkerData {
  /** Where PGlite keeps its files; undefined keeps everything in memory. */
  dataDir: string | undefined;
  /** A file PGlite's dumpDataDir() wrote, which an in-memory database starts as instead of an empty cluster. */
  template?: string;
}

/** Everything a PostgreSQL error says (code, detail, constraint…), so the server sees what it would in-thread. */
function serialise(error: unknown) {
  const source = error instanceof Error ? error : new Error(String(error));
  return { ...Object.fromEntries(Object.entries(source)), name: source.name, message: source.message };
}

const port = parentPort!;
const { dataDir, template } = workerData as PGliteWorkerData;

try {
  const client = new PGlite({
    ...pgliteOptions,
    dataDir,
    // Loading a dump skips creating the cluster, most of an empty database's start.
    loadDataDir: template && !dataDir ? new Blob([readFileSync(template)]) : undefined,
  });
  await client.waitReady;
  const prepared = createPreparedStatements(client);
  // Statements run one after another in the order they came, as PGlite would run them anyway; a statement
  // whose operation ended while it waited (a { cancel: id } message) is dropped before it runs.
  const cancelled = new Set<number>();
  let line: Promise<void> = Promise.resolve();
  port.on('message', (request: PGliteRequest | 'close' | { cancel: number }) => {
    if (typeof request === 'object' && 'cancel' in request) return void cancelled.add(request.cancel);
    line = line.then(() => handle(request));
  });
  const handle = async (request: PGliteRequest | 'close') => {
    if (request === 'close') {
      await client.close();
      port.close();
      return;
    }
    if (cancelled.delete(request.id)) {
      port.postMessage({ id: request.id, error: { message: 'The operation ended before this statement ran.', code: 'OPERATION_ENDED' } });
      return;
    }
    try {
      // Without parameters the simple protocol runs several statements at once (migrations need that).
      const result = request.settings
        ? await prepared.runWithSettings(request.sql, request.params ?? [], request.settings)
        : request.params
          ? await prepared.run(request.sql, request.params)
          : (await client.exec(request.sql)).at(-1);
      port.postMessage({ id: request.id, rows: result?.rows ?? [], affectedRows: result?.affectedRows } satisfies PGliteReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: serialise(error) } satisfies PGliteReply);
    }
  };
  port.postMessage({ ready: true } satisfies PGliteReply);
} catch (error) {
  port.postMessage({ failed: serialise(error) } satisfies PGliteReply);
}
