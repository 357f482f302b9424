import type { ServerResponse } from 'node:http';

/** How much GraphQL work one server takes on at once before it turns requests away. */
export interface WorkLimits {
  /** Requests executing at once. */
  maxInFlight: number;
  /** Requests waiting for a turn; one more is answered 503 at once. */
  maxQueued: number;
  /**
   * A request that would wait longer than this for its turn (judged by how long recent requests took) is
   * answered 503 at once, and one that waits this long all the same is answered 503 then.
   */
  maxQueueMs: number;
}

/**
 * PGlite runs one query at a time on the server's own thread, so a few requests in flight keep it busy;
 * PostgreSQL's pool (10 connections) takes a few more. A request waits half a second at most for its turn and
 * then shares the server with few others, so it is answered within about two seconds even on a busy machine,
 * where an unbounded queue made every client wait 20–30 s under load (bench/load.ts measures it).
 */
export function defaultWorkLimits(postgres: boolean): WorkLimits {
  return postgres ? { maxInFlight: 8, maxQueued: 128, maxQueueMs: 500 } : { maxInFlight: 4, maxQueued: 64, maxQueueMs: 500 };
}

export const RETRY_AFTER_SECONDS = 1;
export const BUSY_MESSAGE = 'Snoot is busy right now. Please try again in a moment.';

/** The 503 a turned-away request gets: GraphQL-shaped, so a client shows the message like any other error. */
export function sendBusy(res: ServerResponse) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
  res.end(
    JSON.stringify({ errors: [{ message: BUSY_MESSAGE, extensions: { code: 'OVERLOADED', retryAfterSeconds: RETRY_AFTER_SECONDS } }] }),
  );
}

export interface WorkLoad {
  inFlight: number;
  queued: number;
  /** Requests turned away with 503 since the server started. */
  shed: number;
}

/** Whoever waits for a turn: an HTTP request, or one operation on a websocket. */
export interface Caller {
  /** Calls `listener` once if the client goes away (its connection closes); the answer stops listening. */
  onGone(listener: () => void): () => void;
  /** Tells the client the server is busy (a 503, or an OVERLOADED error on the socket). */
  turnAway(): void;
}

/** An HTTP request as a caller; `onTurnedAway` learns of each 503 it is sent (the retry throttle). */
export function responseCaller(res: ServerResponse, onTurnedAway?: () => void): Caller {
  return {
    onGone: (listener) => {
      res.once('close', listener);
      return () => res.off('close', listener);
    },
    turnAway: () => (sendBusy(res), onTurnedAway?.()),
  };
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A counting semaphore with a short, time-bounded queue in front of GraphQL, over HTTP and websockets alike
 * (subscriptions' streams excepted). /healthz and static files do not pass through it.
 */
export function createWorkGate(limits: WorkLimits) {
  let inFlight = 0;
  let shed = 0;
  const queue: Waiter[] = [];
  /** Told when a place is free and nobody waits for it (the retry throttle lets one it holds in early then). */
  let onRoom: (() => void) | null = null;
  /** How long a request has held its place lately (a moving average, in ms). */
  let averageMs = 0;

  /** The wait of a request joining the queue now, if the requests ahead take as long as recent ones did. */
  const expectedWaitMs = () => ((queue.length + 1) * averageMs) / limits.maxInFlight;

  function turnAway(caller: Caller) {
    shed += 1;
    caller.turnAway();
  }

  function next() {
    const waiter = queue.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.start();
    } else if (inFlight < limits.maxInFlight) onRoom?.();
  }

  /** Runs `work` for this caller now, after a short wait, or not at all (turned away as busy). */
  function run(caller: Caller, work: () => Promise<unknown>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        inFlight += 1;
        const began = performance.now();
        let released = false;
        // Released when the work settles or the client goes away, whichever comes first, exactly once.
        const release = () => {
          if (released) return;
          released = true;
          stopListening();
          inFlight -= 1;
          const held = performance.now() - began;
          averageMs = averageMs === 0 ? held : averageMs * 0.8 + held * 0.2;
          next();
        };
        const stopListening = caller.onGone(release);
        work().then(
          () => (release(), resolve()),
          (error: unknown) => (release(), reject(error)),
        );
      };
      if (inFlight < limits.maxInFlight) return start();
      if (queue.length >= limits.maxQueued || expectedWaitMs() > limits.maxQueueMs) return (turnAway(caller), resolve());
      const waiter: Waiter = {
        start: () => (stopWaiting(), start()),
        timer: setTimeout(() => {
          stopWaiting();
          leave();
          turnAway(caller);
          resolve();
        }, limits.maxQueueMs),
      };
      const leave = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
      };
      // A client that gives up while waiting frees its place: its work never starts.
      const stopWaiting = caller.onGone(() => {
        if (!queue.includes(waiter)) return;
        clearTimeout(waiter.timer);
        leave();
        resolve();
      });
      queue.push(waiter);
    });
  }

  return {
    run,
    load: (): WorkLoad => ({ inFlight, queued: queue.length, shed }),
    /** Whether a request arriving now would start at once. */
    hasRoom: () => inFlight < limits.maxInFlight && queue.length === 0,
    /** Sets who is told when a place is free that no queued request takes. */
    whenRoom(listener: () => void) {
      onRoom = listener;
    },
  };
}

export type WorkGate = ReturnType<typeof createWorkGate>;
