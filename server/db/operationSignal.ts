import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The signal of the operation a statement runs for: aborted when its HTTP client goes away, its websocket
 * closes, or it runs past its execution budget. The database layer reads it for each statement (pgGuard.ts,
 * pgliteThread.ts), so an operation nobody waits for any more stops at the database instead of running on.
 */
const operations = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` as an operation that `signal` ends; an outer operation's signal ends it too. */
export function runWithSignal<T>(signal: AbortSignal, work: () => T): T {
  const outer = operations.getStore();
  return operations.run(outer ? AbortSignal.any([outer, signal]) : signal, work);
}

/**
 * The signal of the operation `sql` runs for now, if any (none for start-up, probes and background work). A
 * ROLLBACK has none: the transaction of an ended operation must still end, or its connection would be handed on
 * inside it.
 */
export function operationSignal(sql?: unknown): AbortSignal | undefined {
  if (typeof sql === 'string' && /^\s*rollback\b/i.test(sql)) return undefined;
  return operations.getStore();
}

export const OPERATION_ENDED_MESSAGE = 'The operation ended before this statement ran.';

/** The error a statement of an ended operation fails with (its caller is gone, so no member reads it). */
export function operationEnded(signal: AbortSignal) {
  return Object.assign(new Error(OPERATION_ENDED_MESSAGE, { cause: signal.reason }), { code: 'OPERATION_ENDED' });
}

/** An abort controller for an HTTP response: aborted if the connection closes before the answer is sent. */
export function responseSignal(res: { once(event: 'close', listener: () => void): unknown; writableFinished: boolean }) {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new Error('The client went away'));
  });
  return controller.signal;
}
