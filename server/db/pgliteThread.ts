import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir, type DataDirLock } from './dataDirLock.ts';
import { DatabaseUnavailableError } from './faults.ts';
import { operationEnded, operationSignal } from './operationSignal.ts';
import type { PGliteReply, PGliteRequest, PGliteWorkerData, PlannerSettings } from './pgliteWorker.ts';

/** Where PGlite keeps its files under DATA_DIR; undefined for an in-memory database. */
export const pgliteDir = (dataDir: string) => (dataDir.startsWith('memory://') ? undefined : `${dataDir}/pglite`);

/** What the Kysely dialect needs of PGlite: the worker thread below gives it (tests/databaseTemplate.ts wraps PGlite itself). */
export interface PGliteSession {
  /** With `settings`, the statement runs in a transaction of its own that sets them (see pglitePrepared.ts). */
  query<R>(sql: string, params: unknown[], settings?: PlannerSettings): Promise<{ rows: R[]; affectedRows?: number }>;
  exec<R>(sql: string): Promise<{ rows: R[]; affectedRows?: number }[]>;
  close(): Promise<void>;
}

/**
 * The worker's script: TypeScript beside this file when the server runs from source (tsx is registered in the
 * worker first, as Node 20 workers do not inherit its loader), JavaScript beside the bundle when built.
 */
function spawn(workerData: PGliteWorkerData) {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = new URL(fromSource ? './pgliteWorker.ts' : './pgliteWorker.js', import.meta.url);
  if (!fromSource) return new Worker(script, { workerData });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** The statements waiting on each open embedded database (for /metrics). */
const waiting = new Set<{ readonly size: number }>();

/** Statements sent to embedded databases' threads and not yet answered. */
export const pgliteQueueDepth = () => [...waiting].reduce((total, pending) => total + pending.size, 0);

const asError = (fields: Record<string, unknown> & { message: string }) => Object.assign(new Error(fields.message), fields);

/**
 * Embedded PGlite on a worker thread: its WebAssembly runs there, so GraphQL, websockets and chat fan-out keep
 * the server's own thread while a query runs. Statements go over one message port and come back in order.
 *
 * A directory is locked first, at once (dataDirLock.ts): a second server on it throws DataDirInUseError before
 * this returns, let alone opens a file. The lock goes with close().
 */
export function startPGliteThread(dataDir: string | undefined, template?: string): Promise<PGliteSession> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const lock = dataDir ? lockDataDir(dataDir) : null;
  const session = openPGliteThread(dataDir, template, lock);
  session.catch(() => lock?.release());
  return session;
}

async function openPGliteThread(dataDir: string | undefined, template: string | undefined, lock: DataDirLock | null) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = spawn({ dataDir, template });
  const pending = new Map<
    number,
    { resolve: (value: { rows: unknown[]; affectedRows?: number }) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let broken: Error | null = null;
  let closing = false;

  // An idle database does not keep the process alive, as PGlite on the main thread did not.
  const settle = () => (pending.size ? worker.ref() : worker.unref());
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: PGliteReply) => {
      if ('ready' in reply) return resolve();
      if ('failed' in reply) return reject(asError(reply.failed));
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      settle();
      if ('error' in reply) waiting?.reject(asError(reply.error));
      else waiting?.resolve(reply);
    });
    worker.on('error', (error) => {
      // Every statement from here on fails as the database being unavailable (a member gets 503, not the trace).
      broken = new DatabaseUnavailableError(`The embedded database stopped: ${error.message}`, { cause: error });
      reject(error);
      for (const waiting of pending.values()) waiting.reject(broken);
      pending.clear();
    });
    worker.on('exit', (code) => {
      if (closing) return;
      broken ??= new DatabaseUnavailableError(`The embedded database's thread ended (exit code ${code})`);
      reject(broken);
      for (const waiting of pending.values()) waiting.reject(broken);
      pending.clear();
    });
  });
  await ready;
  settle();
  waiting.add(pending);

  // A statement of an operation that has ended is not sent; one still waiting in the thread's line is taken out
  // of it (the thread answers it OPERATION_ENDED). One already running finishes: PGlite cannot stop a statement.
  const send = (sql: string, params: unknown[] | null, settings?: PlannerSettings) =>
    new Promise<{ rows: unknown[]; affectedRows?: number }>((resolve, reject) => {
      if (broken) return reject(broken);
      const signal = operationSignal(sql);
      if (signal?.aborted) return reject(operationEnded(signal));
      const id = nextId++;
      const cancel = () => worker.postMessage({ cancel: id });
      signal?.addEventListener('abort', cancel, { once: true });
      const done = () => signal?.removeEventListener('abort', cancel);
      pending.set(id, { resolve: (value) => (done(), resolve(value)), reject: (error) => (done(), reject(error)) });
      settle();
      worker.postMessage({ id, sql, params, settings } satisfies PGliteRequest);
    });

  return {
    query: async <R>(sql: string, params: unknown[], settings?: PlannerSettings) =>
      (await send(sql, params, settings)) as { rows: R[]; affectedRows?: number },
    exec: async <R>(sql: string) => [(await send(sql, null)) as { rows: R[]; affectedRows?: number }],
    async close() {
      closing = true;
      waiting.delete(pending);
      try {
        if (!broken) {
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          worker.ref();
          worker.postMessage('close');
          await exited;
        }
      } finally {
        lock?.release();
      }
    },
  };
}

const started = new Map<string, Promise<PGliteSession>>();

/**
 * Starts the database thread for `dataDir` now, for openDatabase to take later: the server's start-up then
 * loads its own code while PGlite opens its files on the other core.
 */
export function startPGliteThreadEarly(dataDir: string | undefined) {
  const key = dataDir ?? 'memory://';
  if (!started.has(key)) {
    const session = startPGliteThread(dataDir);
    // Whoever takes it sees a failure; until then it must not count as unhandled.
    session.catch(() => undefined);
    started.set(key, session);
  }
}

/** The thread started early for `dataDir`, or a new one (an in-memory one from `template`, if given). */
export function takePGliteThread(dataDir: string | undefined, template?: string): Promise<PGliteSession> {
  const key = dataDir ?? 'memory://';
  const session = started.get(key);
  started.delete(key);
  return session ?? startPGliteThread(dataDir, template);
}
