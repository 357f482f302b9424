import type { ServerResponse } from 'node:http';
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS } from './workGate.ts';

/** Past this many remembered addresses, those whose wait has run out are forgotten (memory stays small). */
const PRUNE_ABOVE = 10_000;

/**
 * Clients that ignore Retry-After: an address told the server is busy (503) that comes back before its wait is
 * over is answered 429 at once, in memory, without a place in the work gate's queue or any database work. Two
 * hundred such clients once cut the embedded database's answers from 40 to 8 a second by crowding the queue.
 * The wait is not extended by a 429, so a client that retries in a loop still gets a turn once a second.
 */
export function createRetryThrottle(waitMs = RETRY_AFTER_SECONDS * 1000) {
  const waitUntil = new Map<string, number>();

  function prune(now: number) {
    for (const [address, until] of waitUntil) if (until <= now) waitUntil.delete(address);
  }

  return {
    /** Answers 429 for an address still asked to wait; true when it did. */
    refuse(address: string, res: ServerResponse) {
      const until = waitUntil.get(address);
      const now = Date.now();
      if (until === undefined || until <= now) return false;
      const seconds = Math.max(1, Math.ceil((until - now) / 1000));
      res.writeHead(429, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(seconds),
      });
      res.end(JSON.stringify({ errors: [{ message: BUSY_MESSAGE, extensions: { code: 'OVERLOADED', retryAfterSeconds: seconds } }] }));
      return true;
    },
    /** Remembers that this address was just told to wait. */
    busy(address: string) {
      const now = Date.now();
      if (waitUntil.size > PRUNE_ABOVE) prune(now);
      waitUntil.set(address, now + waitMs);
    },
  };
}
