import type { App } from '../../server/app.ts';

/** What a member reads while the database cannot be reached (server/db/faults.ts says it). */
export const DATABASE_UNAVAILABLE_WORDS = "Snoot can't reach its database right now. Please try again in a moment.";

export interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } & Record<string, unknown>;
}

/** A GraphQL request over HTTP with its status and Retry-After, as a member's browser sees it. */
export async function ask(app: App, token: string | null, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text, body };
}

export const VIEWER = '{ viewer { profile { uuid } } }';

/** Whether an answer is the coded, worded 503 a member should get while the database is away (and no driver text). */
export function isDatabaseUnavailable(answer: Answer) {
  const error = answer.body.errors?.[0];
  return (
    answer.status === 503 &&
    error?.extensions?.code === 'DATABASE_UNAVAILABLE' &&
    error.message === DATABASE_UNAVAILABLE_WORDS &&
    Number(answer.retryAfter) > 0 &&
    !/ECONN|127\.0\.0\.1|terminat|57P01|timeout exceeded|No space/i.test(answer.text)
  );
}

export interface Probe {
  status: number;
  body: { ok?: boolean; ready?: boolean; degraded?: string[] } & Record<string, unknown>;
  ms: number;
}

export async function probe(app: App, path: '/healthz' | '/readyz' | '/livez'): Promise<Probe> {
  const started = performance.now();
  const response = await fetch(`${app.url}${path}`);
  const body = (await response.json()) as Probe['body'];
  return { status: response.status, body, ms: performance.now() - started };
}

/** The median time of five answers from `path`: each probe answers from the last look, within 100 ms. */
export async function medianMs(app: App, path: '/healthz' | '/readyz' | '/livez') {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await probe(app, path)).ms);
  return times.sort((x, y) => x - y)[2];
}

/** Whether both /healthz and /readyz answer 503 naming `part` among the degraded parts. */
export async function bothName(app: App, part: string) {
  const [health, ready] = await Promise.all([probe(app, '/healthz'), probe(app, '/readyz')]);
  return (
    health.status === 503 &&
    health.body.ok === false &&
    Boolean(health.body.degraded?.includes(part)) &&
    ready.status === 503 &&
    ready.body.ready === false &&
    Boolean(ready.body.degraded?.includes(part))
  );
}

/** Whether both /healthz and /readyz answer 200 with nothing degraded. */
export async function bothHealthy(app: App) {
  const [health, ready] = await Promise.all([probe(app, '/healthz'), probe(app, '/readyz')]);
  return health.status === 200 && health.body.ok === true && ready.status === 200 && ready.body.ready === true;
}

/**
 * Whether /healthz answers 503 naming `part` while /readyz still takes traffic and names it: a part whose fault
 * leaves each process able to serve its own members (the event bus).
 */
export async function namedButReady(app: App, part: string) {
  const [health, ready] = await Promise.all([probe(app, '/healthz'), probe(app, '/readyz')]);
  return (
    health.status === 503 &&
    Boolean(health.body.degraded?.includes(part)) &&
    ready.status === 200 &&
    ready.body.ready === true &&
    Boolean(ready.body.degraded?.includes(part))
  );
}

/** How long until `check` holds, asked every 50 ms; throws once `timeoutMs` pass. */
export async function msUntil(check: () => Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`Still not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
