import type { Pool, PoolClient } from 'pg';
import { DatabaseUnavailableError } from './faults.ts';

const guarded = new WeakSet<object>();

type QueryArgs = unknown[];
type Callback = (error: Error | null, result?: unknown) => void;

/**
 * Makes a pg pool safe against PostgreSQL going away, for each of its connections as the pool makes it:
 *
 * - A connection cut while checked out (a restart, fail-over, `pg_terminate_backend`, a reset network) makes
 *   its client emit 'error'; the pool only listens while the client is idle, so without this listener Node ends
 *   the process (`Unhandled 'error' event`). The statement in flight fails with the same error, and the pool
 *   drops the client when it comes back, so the next statement gets a fresh connection.
 * - A statement that gets no answer within `readTimeoutMs` (a stalled server or a black-holed network, which
 *   no socket error reports) ends its connection, so the request is answered and the connection is not
 *   handed to the next statement with the stalled one still on it.
 */
export function guardPool(pool: Pool, readTimeoutMs: number, onLost: (error: Error) => void) {
  // A lost connection reports itself more than once (PostgreSQL's reason, then the socket closing): one line each.
  const reported = new WeakSet<object>();
  const lost = (client: object) => (error: Error) => {
    if (reported.has(client)) return;
    reported.add(client);
    onLost(error);
  };
  pool.on('error', (error, client) => lost(client)(error));
  pool.on('connect', (client) => guardClient(client, readTimeoutMs, lost(client)));
}

function guardClient(client: PoolClient, readTimeoutMs: number, onLost: (error: Error) => void) {
  if (guarded.has(client)) return;
  guarded.add(client);
  client.on('error', onLost);
  // Looked up at each call, not bound now: the class's own query, as patched or not at that moment.
  const query = (...args: QueryArgs) =>
    (Object.getPrototypeOf(client) as { query: (...a: QueryArgs) => unknown }).query.apply(client, args);
  const cut = () => {
    const stream = (client as unknown as { connection?: { stream?: { destroy(error?: Error): void } } }).connection?.stream;
    stream?.destroy(new DatabaseUnavailableError(`The database did not answer within ${readTimeoutMs} ms`));
  };
  (client as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args: QueryArgs) => {
    const timer = setTimeout(cut, readTimeoutMs);
    timer.unref();
    const last = args.at(-1);
    // Pool.query() hands its client a callback; Kysely awaits the promise.
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        clearTimeout(timer);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    } else {
      clearTimeout(timer);
    }
    return result;
  };
}
