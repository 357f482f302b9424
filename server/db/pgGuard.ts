import type { Pool, PoolClient } from 'pg';
import pg from 'pg';
import { DatabaseUnavailableError } from './faults.ts';
import { namedQueryArgs } from './namedStatements.ts';
import { operationEnded, operationSignal } from './operationSignal.ts';

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
 * - A statement of an operation that has ended (its client went away, its socket closed, its budget ran out:
 *   operationSignal.ts) is not sent, and one already running is cancelled by PostgreSQL's cancel request on a
 *   connection of its own, so the connection and the database are free for the next member at once.
 *
 * Its statements with parameters are also named, so each connection plans them once (namedStatements.ts).
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
  (client as unknown as { query: (...args: QueryArgs) => unknown }).query = (...given: QueryArgs) => {
    // Each statement with parameters is prepared once per connection (namedStatements.ts).
    const args = namedQueryArgs(client, given);
    const last = args.at(-1);
    const first = args[0] as string | { text?: string } | undefined;
    const signal = operationSignal(typeof first === 'string' ? first : first?.text);
    if (signal?.aborted) {
      if (typeof last === 'function') return void (last as Callback)(operationEnded(signal));
      return Promise.reject(operationEnded(signal));
    }
    const timer = setTimeout(cut, readTimeoutMs);
    timer.unref();
    const cancel = () => cancelRunning(client);
    signal?.addEventListener('abort', cancel, { once: true });
    const done = () => (clearTimeout(timer), signal?.removeEventListener('abort', cancel));
    // Pool.query() hands its client a callback; Kysely awaits the promise.
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        done();
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(done, done);
    } else {
      done();
    }
    return result;
  };
}

/** PostgreSQL's cancel request for the statement running on this connection, sent on a connection of its own. */
function cancelRunning(client: PoolClient) {
  const running = (client as unknown as { activeQuery?: unknown }).activeQuery;
  if (!running) return;
  const { host, port } = client as unknown as { host: string; port: number };
  const canceller = new pg.Client({ host, port });
  try {
    (canceller as unknown as { cancel(client: PoolClient, query: unknown): void }).cancel(client, running);
  } catch {
    // A cancel that cannot be sent leaves the statement to its statement_timeout.
  }
  // The cancel connection reports its own end as an error; nothing waits on it.
  (canceller as unknown as { connection: { on(event: string, listener: () => void): void } }).connection.on('error', () => {});
}
