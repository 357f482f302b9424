/**
 * Load shedding: 200 members load the home grid (DiscoverScreenQuery, by its persisted id, with the default
 * search, as the app asks it) at once against one server process with the demo community, on PGlite and, when
 * DATABASE_URL is set, on PostgreSQL too (in a fresh database it drops afterwards). The server runs on the
 * main thread, the clients and a /healthz monitor on worker threads of their own. Loopback only; the load on
 * each backend lasts LOAD_SECONDS (10) or MAX_REQUESTS (20,000), whichever comes first, so the two loads take
 * 20 s, plus starting and seeding each server (10–50 s on a 2-core machine, by its load). Prints each figure
 * beside its budget. Then the retry storm: the goodput (answers 200 a second) of 10 members, and of 200 who come
 * back 100 ms after any refusal whatever its Retry-After says; the server's per-address throttle keeps the second
 * at least half the first. Each member has an address of their own (X-Forwarded-For, TRUST_PROXY).
 *
 *   node --import tsx bench/load.ts [clients=200]
 *   LOAD_STORM_ONLY=true node --import tsx bench/load.ts   # only the retry storm
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { readConfig } from '../server/config.ts';
import { startApp } from '../server/app.ts';
import { seedDemoCommunity } from '../server/seed/index.ts';
import { issueAccessToken } from '../server/auth/tokens.ts';
import { loadGazetteer } from '../server/geo/gazetteer.ts';
import DiscoverScreenQuery from '../src/features/discover/__generated__/DiscoverScreenQuery.graphql.ts';
import type { LoadClientsData, LoadFigures } from './loadClients.ts';

const CLIENTS = Number(process.argv[2] ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const MAX_REQUESTS = Number(process.env.MAX_REQUESTS ?? 20_000);
const BUDGET = { maxWaitMs: 2000, healthMs: 100 };
const STORM_CLIENTS = 200;
const POLITE_CLIENTS = 10;
/** Only the retry storm (bench/chaos.ts reads its figures). */
const STORM_ONLY = process.env.LOAD_STORM_ONLY === 'true';

/** The variables the home screen sends with the default search settings (no filters, no place). */
const DEFAULT_SEARCH = {
  isAd: false,
  filters: {
    age: null,
    requireProfileImage: null,
    genders: null,
    relationshipStatus: null,
    sexualOrientation: null,
    sexPositions: null,
    canHost: null,
    location: null,
  },
};
const body = JSON.stringify({
  documentId: DiscoverScreenQuery.params.id,
  operationName: DiscoverScreenQuery.params.name,
  variables: DEFAULT_SEARCH,
});

async function withDatabase(name: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`${name.startsWith('drop') ? name : `create database ${name}`}`);
  await admin.end();
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

const clients = new URL('./loadClients.ts', import.meta.url).href;
// A worker does not inherit tsx's loader on Node 20: it registers it before importing the TypeScript file.
const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(clients)}); })`;

/** Only the members' thread, for the retry storm's figures. */
async function memberThread(data: Omit<LoadClientsData, 'role'>) {
  const thread = new Worker(boot, { eval: true, workerData: { ...data, role: 'members' } satisfies LoadClientsData });
  const [figures] = (await once(thread, 'message')) as [LoadFigures];
  return figures;
}

const line = (label: string, value: string, budget: string, within?: boolean) =>
  console.log(`  ${label.padEnd(30)} ${value.padStart(10)}   budget ${budget}${within === undefined ? '' : within ? '   ok' : '   OVER'}`);

async function run(backend: 'PGlite' | 'PostgreSQL') {
  const dir = mkdtempSync(join(tmpdir(), 'snoot-load-'));
  let databaseUrl: string | undefined;
  if (backend === 'PostgreSQL') {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `snoot_load_${process.pid}`;
    await withDatabase(name);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const started = performance.now();
  const database = databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dir } : { DATA_DIR: 'memory://' };
  const app = await startApp(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      ...database,
      IMAGE_DIR: join(dir, 'images'),
      CLIENT_DIR: join(dir, 'none'),
      TRUST_PROXY: 'true',
      // RETRY_THROTTLE=false shows the storm without the throttle, for comparison.
      RETRY_THROTTLE: process.env.RETRY_THROTTLE ?? 'true',
    }),
  );
  try {
    const db = app.services.db;
    await seedDemoCommunity(db, { imageDir: join(dir, 'images') });
    // Members spread over the community's cities, so the searches walk different parts of the index.
    const members = await db
      .selectFrom('profiles')
      .select('id')
      .where('onboarded_at', 'is not', null)
      .where('location_cell', 'is not', null)
      .orderBy('id')
      .limit(Math.max(CLIENTS, STORM_CLIENTS))
      .execute();
    const tokens = await Promise.all(members.map((member) => issueAccessToken(db, member.id)));
    // Warm-up, not measured: the gazetteer a server loads once after it starts, and the first searches.
    await loadGazetteer();
    for (const token of tokens.slice(0, 5)) {
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }).then((response) => response.text());
    }
    console.log(
      `\n${backend}: server up with the demo community in ${((performance.now() - started) / 1000).toFixed(1)} s; ${tokens.length} clients for ${SECONDS} s`,
    );
    const url = app.url.replace('localhost', '127.0.0.1');
    const data = { url, tokens: tokens.slice(0, CLIENTS), body, seconds: SECONDS, maxRequests: MAX_REQUESTS };
    if (!STORM_ONLY) {
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      // The clients stop by themselves; should they not, the run stops 20 s after they should have.
      const watchdog = setTimeout(
        () => {
          console.log(`\nStopped: the clients did not finish within ${SECONDS + 20} s.`);
          process.exit(1);
        },
        (SECONDS + 20) * 1000,
      );
      const threads = (['members', 'monitor'] as const).map(
        (role) => new Worker(boot, { eval: true, workerData: { ...data, role } satisfies LoadClientsData }),
      );
      const [[grid], [monitor]] = (await Promise.all(threads.map((thread) => once(thread, 'message')))) as [[LoadFigures], [LoadFigures]];
      const figures = { ...grid, healthMs: monitor.healthMs, healthFailures: monitor.healthFailures };
      loopDelay.disable();
      clearTimeout(watchdog);
      const health = [...figures.healthMs].sort((a, b) => a - b);
      line(
        'max wait of any request',
        `${figures.maxWaitMs.toFixed(0)} ms`,
        `≤ ${BUDGET.maxWaitMs} ms`,
        figures.maxWaitMs <= BUDGET.maxWaitMs,
      );
      line('answered 200', String(figures.ok), '—');
      line('turned away (503)', String(figures.shed), 'any, at once');
      line(
        'other failures',
        `${figures.failed}${figures.failed ? ` ${JSON.stringify(figures.failedStatuses)}` : ''}`,
        '0',
        figures.failed === 0,
      );
      line('throughput', `${figures.okPerSecond.toFixed(1)}/s`, '—');
      line('/healthz p50', `${percentile(health, 50).toFixed(1)} ms`, `≤ ${BUDGET.healthMs} ms`, percentile(health, 50) <= BUDGET.healthMs);
      line('/healthz p95', `${percentile(health, 95).toFixed(1)} ms`, `≤ ${BUDGET.healthMs} ms`, percentile(health, 95) <= BUDGET.healthMs);
      line('/healthz max', `${Math.max(...health).toFixed(1)} ms`, `≤ ${BUDGET.healthMs} ms`, Math.max(...health) <= BUDGET.healthMs);
      line('/healthz not 200', String(figures.healthFailures), '0', figures.healthFailures === 0);
      line("server's longest event-loop stall", `${(loopDelay.max / 1e6).toFixed(0)} ms`, '—');
    }

    // The retry storm, after a pause that lets the last refusals' Retry-After run out.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const polite = await memberThread({ ...data, tokens: tokens.slice(0, POLITE_CLIENTS) });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const storm = await memberThread({ ...data, tokens: tokens.slice(0, STORM_CLIENTS), ignoreRetryAfter: true });
    line(`goodput, ${POLITE_CLIENTS} members`, `${polite.okPerSecond.toFixed(1)}/s`, '—');
    line(
      `goodput, ${STORM_CLIENTS} ignoring Retry-After`,
      `${storm.okPerSecond.toFixed(1)}/s`,
      `≥ ${(polite.okPerSecond / 2).toFixed(1)}/s`,
      storm.okPerSecond >= polite.okPerSecond / 2,
    );
    line('  of them turned away 503 / 429', `${storm.shed} / ${storm.throttled}`, '—');
  } finally {
    await app.stop();
    if (backend === 'PostgreSQL') await withDatabase(`drop database if exists snoot_load_${process.pid} with (force)`);
  }
}

await run('PGlite');
if (process.env.DATABASE_URL) await run('PostgreSQL');
process.exit(0);
