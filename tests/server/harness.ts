import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { readConfig } from '../../server/config.ts';
import { startApp, type App } from '../../server/app.ts';
import { pgliteSessionOf } from '../../server/db/plannerSettings.ts';
import type { EmailLoginLimits } from '../../server/auth/login.ts';
import { MUTATION_LIMITS } from '../../server/graphql/mutationLimits.ts';
import type { WorkLimits } from '../../server/http/workGate.ts';
import { probeQuery } from '../../server/http/health.ts';
import { seedDemoCommunity } from '../../server/seed/index.ts';

const relaxed = (limits: typeof MUTATION_LIMITS) =>
  Object.fromEntries(
    Object.entries(limits).map(([field, limit]) => [field, { ...limit, perMember: limit.perMember * 100, perIp: limit.perIp * 100 }]),
  );

/** The databases a server test runs against: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const backends = [
  { name: 'PGlite', postgres: false },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

/** A new, empty PostgreSQL database on the DATABASE_URL server, so test files never share state. */
export async function freshPostgresUrl() {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `snoot_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  // A copy of the run's migrated database (tests/databaseTemplate.ts), where there is one.
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  base.pathname = `/${name}`;
  return base.toString();
}

/** Drops a database made by freshPostgresUrl once no server uses it. */
export async function dropPostgresDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export interface TestAppOptions {
  postgres?: boolean;
  databaseUrl?: string;
  redisUrl?: string;
  seed?: boolean;
  /**
   * Generated profiles the seed adds beside the demo logins: a few dozen by default, where the demo community
   * has 2,000 (seconds of inserts on a busy machine that few tests need).
   */
  seedProfiles?: number;
  limits?: EmailLoginLimits;
  /** Mutation rate limits; by default a hundred times the real ones, so bursty tests are not throttled. */
  mutationLimits?: typeof MUTATION_LIMITS;
  env?: Record<string, string>;
  /**
   * How much GraphQL work the server takes on at once; by default far more than any test sends, so a burst on a
   * busy machine is not turned away (tests/server/loadShedding.test.ts sets small limits).
   */
  workLimits?: WorkLimits;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<App> {
  const databaseUrl = options.databaseUrl ?? (options.postgres ? await freshPostgresUrl() : undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'snoot-test-'));
  const config = readConfig({
    PORT: '0',
    DATA_DIR: databaseUrl ? dataDir : 'memory://',
    IMAGE_DIR: join(dataDir, 'images'),
    // Warnings and errors only: a line per request would bury the test report (LOG_LEVEL=info shows them).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Production refuses to start without mail; these servers are never asked to send any.
    ...(options.env?.NODE_ENV === 'production' ? { SMTP_URL: 'smtp://127.0.0.1:9' } : {}),
    CLIENT_DIR: join(dataDir, 'no-client'),
    // A statement may take most of the GraphQL budget (15 s) before PostgreSQL cancels it, not the 5 s a member
    // gets: on a machine at full load a heavy read (a chat search over 1,000 rooms) passes 5 s, and a test is
    // about what the answer holds, not how soon it came. The fault drills set their own.
    DATABASE_TIMEOUT_MS: '14000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  });
  const app = await startApp(config, {
    limits: options.limits ?? { codesPerEmail: 5, codesPerIp: 1000, loginsPerIp: 1000 },
    mutationLimits: options.mutationLimits ?? relaxed(MUTATION_LIMITS),
    workLimits: options.workLimits ?? { maxInFlight: 1000, maxQueued: 1000, maxQueueMs: 600_000 },
    // An embedded database starts as a copy of one migrated once for the whole run (tests/databaseTemplate.ts).
    databaseTemplate: databaseUrl ? undefined : inject('databaseTemplate'),
  });
  // The demo community, as `npm run seed` writes it (the server never seeds by itself).
  if (options.seed) {
    await seedDemoCommunity(app.services.db, { imageDir: config.imageDir, s3: config.s3, profileCount: options.seedProfiles ?? 60 });
  }
  if (!options.postgres || !databaseUrl) return app;
  return {
    ...app,
    async stop() {
      await app.stop();
      await dropPostgresDatabase(databaseUrl);
    },
  };
}

export async function postJson(app: App, path: string, body: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The newest code mailed to an address, read from the dev mailbox as a member would read their mail. */
export async function latestCode(app: App, email: string) {
  const mails = (await (await fetch(`${app.url}/dev/mailbox`)).json()) as { to: string; subject: string }[];
  const mail = mails.find((entry) => entry.to === email);
  const code = /([A-Z0-9]{7})$/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

export async function logIn(app: App, email: string) {
  await postJson(app, '/account-provider/email/request-code', { email });
  const { body } = await postJson(app, '/account-provider/email/login', { email, code: await latestCode(app, email) });
  if (typeof body !== 'string') throw new Error(`Login failed: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The SQL of every statement the app's database runs while `work` runs (but the health probe's): on PostgreSQL each one a pg client
 * sends, on PGlite each one its session takes. For checks of how many round trips a request costs.
 */
export async function statementsOf(app: App, postgres: boolean, work: () => Promise<void>) {
  const statements: string[] = [];
  const probeSql = probeQuery.compile(app.services.db).sql;
  const note = (first: unknown) => {
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    // The health probe's read, once a second, belongs to no request.
    if (text !== probeSql) statements.push(text);
  };
  const session = pgliteSessionOf(app.services.db);
  const target = (postgres ? pg.Client.prototype : session) as {
    query: (...args: unknown[]) => unknown;
    exec?: (...args: unknown[]) => unknown;
  };
  const methods = postgres ? (['query'] as const) : (['query', 'exec'] as const);
  const originals = methods.map((method) => [method, target[method]!] as const);
  for (const [method, original] of originals)
    target[method] = function (this: unknown, ...args: unknown[]) {
      note(args[0]);
      return original.apply(this, args);
    };
  try {
    await work();
  } finally {
    for (const [method, original] of originals) target[method] = original;
  }
  return statements;
}

export async function graphql<T = Record<string, unknown>>(
  app: App,
  token: string | null,
  query: string,
  variables?: Record<string, unknown>,
) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

export function wsClient(app: App, token: string | null): Client {
  return createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { token } : {},
    retryAttempts: 0,
    lazy: true,
  });
}
