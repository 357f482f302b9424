import type { ServerResponse } from 'node:http';
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS } from './workGate.ts';
import { metrics } from '../metrics/metrics.ts';

/** Past this many remembered addresses, those whose wait has run out are forgotten (memory stays small). */
const PRUNE_ABOVE = 10_000;
/** Early returns held open at once; past this one is answered 429 at once instead (a held one costs a socket). */
const MAX_HELD = 2_000;
/** How long an early return is held at most for a place no one else wants; then it is answered 429. */
const MAX_HOLD_MS = 3_000;

/** The 429 is the same few bytes every time: written from one buffer per wait, not built per request. */
const refusals = new Map<number, Buffer>();
function refusalBody(seconds: number) {
  let body = refusals.get(seconds);
  if (!body) {
    body = Buffer.from(
      JSON.stringify({ errors: [{ message: BUSY_MESSAGE, extensions: { code: 'OVERLOADED', retryAfterSeconds: seconds } }] }),
    );
    refusals.set(seconds, body);
  }
  return body;
}

function answer429(res: ServerResponse, seconds: number) {
  metrics.rateLimitRefusals.inc({ limit: 'retryThrottle' });
  if (res.headersSent || res.destroyed) return;
  const body = refusalBody(seconds);
  res.writeHead(429, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    'retry-after': String(seconds),
  });
  res.end(body);
}

/**
 * Clients that ignore Retry-After: a request from an address told the server is busy (503) that comes back
 * before its wait is over, while the gate is busy, gets no place in the gate's queue and no database work. It
 * is held, unread, until the gate has a place that no queued request takes (oldest held first), or answered
 * 429 after MAX_HOLD_MS. Answering 429 at once let two hundred clients that come back after 100 ms send the
 * server 1,300 requests a second, nine in ten refused: the refusals took the cores from the embedded database
 * (goodput 0.38–0.59 of ten members'). Held, such clients form a line behind everyone else that feeds the
 * gate whenever it would idle. A client that honours Retry-After never meets the hold and always goes first;
 * a second request sent during the wait (another tab) is answered once there is room instead of refused.
 */
export function createRetryThrottle(gate: { hasRoom(): boolean }, waitMs = RETRY_AFTER_SECONDS * 1000) {
  const waitUntil = new Map<string, number>();
  /** Held requests, oldest first, each with how to let it in now. */
  const held = new Set<() => void>();

  function prune(now: number) {
    for (const [address, until] of waitUntil) if (until <= now) waitUntil.delete(address);
  }

  return {
    /**
     * Takes the request of an address still asked to wait while the gate is busy: `admit` runs when the gate has
     * room to spare (admitOne), unless the client went away meanwhile; it is answered 429 after MAX_HOLD_MS, or
     * at once when too many are held. True when it took the request.
     */
    hold(address: string, res: ServerResponse, admit: () => void) {
      const until = waitUntil.get(address);
      const now = Date.now();
      if (until === undefined || until <= now || gate.hasRoom()) return false;
      if (held.size >= MAX_HELD) {
        answer429(res, Math.max(1, Math.ceil((until - now) / 1000)));
        return true;
      }
      const release = () => {
        held.delete(letIn);
        clearTimeout(timer);
        res.off('close', release);
      };
      const letIn = () => (release(), admit());
      const timer = setTimeout(() => (release(), answer429(res, RETRY_AFTER_SECONDS)), MAX_HOLD_MS);
      res.once('close', release);
      held.add(letIn);
      return true;
    },
    /** Lets the oldest held request in now: the gate has a place that no queued request takes. */
    admitOne() {
      const [oldest] = held;
      oldest?.();
    },
    /** Remembers that this address was just told to wait. */
    busy(address: string) {
      const now = Date.now();
      if (waitUntil.size > PRUNE_ABOVE) prune(now);
      waitUntil.set(address, now + waitMs);
    },
  };
}
