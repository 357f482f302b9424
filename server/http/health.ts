import type { ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { sendJson } from './json.ts';
import type { WorkLoad } from './workGate.ts';

/** How often the database is asked whether it answers. */
const PROBE_EVERY_MS = 1000;
/** Healthy while the database answered within this long: a saturated server is slow, not down. */
const STALE_AFTER_MS = 10_000;

/** The probe's read: the cheapest statement that proves the database answers. */
export const probeQuery = (db: DB) => db.selectFrom('profiles').select('id').limit(1);

/**
 * /healthz answers from the last database probe instead of querying on the request path, so it answers
 * at once while GraphQL work keeps the database busy, and it reports that load.
 */
export function createHealth(db: DB, load: () => WorkLoad) {
  let lastAnswerAt = 0;
  let lastProbeMs = 0;
  let probing: Promise<void> | null = null;

  function probe() {
    probing ??= (async () => {
      const started = performance.now();
      try {
        await probeQuery(db).execute();
        lastAnswerAt = Date.now();
        lastProbeMs = Math.round(performance.now() - started);
      } catch (error) {
        console.error('Health probe: the database did not answer:', error instanceof Error ? error.message : error);
      } finally {
        probing = null;
      }
    })();
    return probing;
  }

  const timer = setInterval(() => void probe(), PROBE_EVERY_MS);
  timer.unref();

  return {
    async handle(res: ServerResponse) {
      // Only before the first answer does a request wait for the database.
      if (lastAnswerAt === 0) await probe();
      const ok = Date.now() - lastAnswerAt < STALE_AFTER_MS;
      sendJson(res, ok ? 200 : 503, { ok, database: { answeredMsAgo: Date.now() - lastAnswerAt, probeMs: lastProbeMs }, graphql: load() });
    },
    stop: () => clearInterval(timer),
  };
}
