import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { describeDatabaseError } from '../db/faults.ts';
import { sendJson } from './json.ts';
import type { WorkLoad } from './workGate.ts';
import { log } from '../log/log.ts';

/** How often each part is looked at. */
const PROBE_EVERY_MS = 500;
/**
 * A look that has not come back within this long counts as a failure, so a stalled database or event bus is
 * named within about PROBE_EVERY_MS + PROBE_TIMEOUT_MS (1.5 s) even though its probe never returns.
 */
export const PROBE_TIMEOUT_MS = 1000;

/**
 * The probe's statement: the cheapest that proves the database answers and can write. txid_current() takes a
 * transaction id, which a read-only server (a standby after fail-over, a database in recovery) refuses, and
 * its commit goes to the write-ahead log.
 */
export const probeQuery = sql<{ txid: string }>`select txid_current() as txid`;

/** Something /healthz and /readyz name when it fails: the database, the event bus, the picture store, the disk. */
export interface Part {
  name: string;
  /** One look: resolves when it is fine, rejects (or never settles) when it is not. */
  check(): Promise<void>;
  /** How often to look (PROBE_EVERY_MS unless said). */
  everyMs?: number;
  /**
   * Whether the server should take no traffic while this part fails (true unless said). The event bus says no:
   * without Redis each process still serves its own members, and taking every process out of the load balancer
   * would turn an outage of live events between processes into an outage of the whole site.
   */
  blocksReadiness?: boolean;
}

interface PartState {
  ok: boolean;
  /** What went wrong, for an operator (no connection strings). */
  problem?: string;
  /** How long ago the part last answered well. */
  answeredMsAgo: number | null;
  /** How long its last good look took. */
  probeMs: number;
  [detail: string]: unknown;
}

const NOT_LOOKED_AT = 'not looked at yet';

/** Watches one part: looks every `everyMs`, one look at a time, and judges a look still out after PROBE_TIMEOUT_MS failed. */
function watch(part: Part) {
  let lastOkAt = 0;
  let lastProbeMs = 0;
  let lastProblem: string | undefined = NOT_LOOKED_AT;
  let startedAt = 0;
  let looking: Promise<void> | null = null;
  let details: Record<string, unknown> = {};

  function look() {
    looking ??= (async () => {
      startedAt = performance.now();
      try {
        await part.check();
        lastOkAt = Date.now();
        lastProbeMs = Math.round(performance.now() - startedAt);
        if (lastProblem && lastProblem !== NOT_LOOKED_AT) log.info({ part: part.name }, `Health: ${part.name} is back`);
        lastProblem = undefined;
      } catch (error) {
        const problem = describeDatabaseError(error);
        if (problem !== lastProblem) log.error({ part: part.name, problem }, `Health: ${part.name} failed: ${problem}`);
        lastProblem = problem;
      } finally {
        looking = null;
      }
    })();
    return looking;
  }

  const timer = setInterval(() => void look(), part.everyMs ?? PROBE_EVERY_MS);
  timer.unref();

  return {
    name: part.name,
    blocksReadiness: part.blocksReadiness,
    look,
    setDetails: (next: Record<string, unknown>) => (details = next),
    state(): PartState {
      const outFor = looking ? performance.now() - startedAt : 0;
      const stalled = outFor > PROBE_TIMEOUT_MS;
      const problem = stalled ? `no answer within ${PROBE_TIMEOUT_MS} ms` : lastProblem;
      return {
        ok: !problem,
        ...(problem ? { problem } : {}),
        answeredMsAgo: lastOkAt ? Date.now() - lastOkAt : null,
        probeMs: lastProbeMs,
        ...details,
      };
    },
    stop: () => clearInterval(timer),
  };
}

/** Rejects once `ms` pass first; the look it guards may still settle later (and is then ignored). */
export function within<T>(ms: number, run: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

/** The database as a part: reachable and writable within the probe's budget. */
export function databasePart(db: DB): Part {
  return { name: 'database', check: async () => void (await probeQuery.execute(db)) };
}

/** Free space under the server's files, against a floor (the nearest existing folder of each path is looked at). */
export function diskPart(paths: string[], floorMb: number, onLook: (details: Record<string, unknown>) => void): Part {
  const free = async (path: string): Promise<number> => {
    for (let at = path; ; at = dirname(at)) {
      try {
        const { bavail, bsize } = await statfs(at);
        return (Number(bavail) * Number(bsize)) / 2 ** 20;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw error;
      }
    }
  };
  return {
    name: 'disk',
    async check() {
      const freeMb = Math.floor(Math.min(...(await Promise.all(paths.map(free)))));
      onLook({ freeMb, floorMb });
      if (freeMb < floorMb) throw new Error(`${freeMb} MB free, below the floor of ${floorMb} MB`);
    },
  };
}

export interface Health {
  /** GET /healthz: 200 when every part is well, else 503 naming the degraded parts; the full report either way. */
  health(res: ServerResponse): void;
  /** GET /readyz: whether to send this server traffic: every part well, and not stopping. */
  ready(res: ServerResponse): void;
  /** GET /livez: the process answers (a database or event bus outage is weather: restarting would not help). */
  live(res: ServerResponse): void;
  /** Looks at every part once (start-up waits for this, so the first answer is already a real one). */
  lookNow(): Promise<void>;
  /** From now on /readyz says no (a server that stops drains first). */
  stopping(): void;
  stop(): void;
}

/**
 * /healthz, /readyz and /livez answer at once from the last look at each part instead of looking on the
 * request's path, so they answer within milliseconds while GraphQL work keeps the database busy or the
 * database does not answer at all; a look still out after PROBE_TIMEOUT_MS counts as a failure.
 */
export function createHealth(options: {
  db: DB;
  load: () => WorkLoad;
  eventBus?: Part;
  pictureStore?: Part;
  diskPaths: string[];
  diskFloorMb: number;
}): Health {
  const disk = watch(diskPart(options.diskPaths, options.diskFloorMb, (details) => disk.setDetails(details)));
  const parts = [
    watch(databasePart(options.db)),
    ...[options.eventBus, options.pictureStore].filter((part) => part !== undefined).map(watch),
    disk,
  ];
  let draining = false;

  const report = () => {
    const states = Object.fromEntries(parts.map((part) => [part.name, part.state()]));
    const degraded = parts.filter((part) => !states[part.name].ok).map((part) => part.name);
    return { degraded, states };
  };

  return {
    health(res) {
      const { degraded, states } = report();
      sendJson(res, degraded.length ? 503 : 200, { ok: degraded.length === 0, degraded, ...states, graphql: options.load() });
    },
    ready(res) {
      const { degraded } = report();
      const blocking = parts.filter((part) => part.blocksReadiness !== false && degraded.includes(part.name));
      const ready = blocking.length === 0 && !draining;
      sendJson(res, ready ? 200 : 503, { ready, degraded, ...(draining ? { stopping: true } : {}) });
    },
    live(res) {
      sendJson(res, 200, { live: true });
    },
    lookNow: async () =>
      void (await Promise.all(parts.map((part) => within(PROBE_TIMEOUT_MS, part.look(), part.name).catch(() => undefined)))),
    stopping: () => void (draining = true),
    stop: () => parts.forEach((part) => part.stop()),
  };
}
