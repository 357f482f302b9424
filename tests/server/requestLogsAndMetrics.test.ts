import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { logIn, startTestApp, wsClient } from './harness.ts';
import { eventually, startServerProcess } from './serverProcess.ts';

const SERVER_START_MS = 90_000;
const METRICS_TOKEN = 'metrics-token-for-this-test';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

/** The server's JSON lines so far (anything else it printed, such as a library's warning, is left out). */
function linesOf(output: string): LogLine[] {
  return output.split('\n').flatMap((text) => {
    if (!text.startsWith('{')) return [];
    try {
      return [JSON.parse(text) as LogLine];
    } catch {
      return [];
    }
  });
}

/** One value of /metrics: the series `name` whose labels include `labels` (0 when it has not been written yet). */
function metricValue(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && wanted.every((label) => row.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** The sum of every series of `name` (all label values). */
function metricSum(text: string, name: string) {
  return text
    .split('\n')
    .filter((row) => row.startsWith(`${name}{`) || row.startsWith(`${name} `))
    .reduce((total, row) => total + Number(row.slice(row.lastIndexOf(' ') + 1)), 0);
}

describe('request logs and metrics of a running server', () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  const metrics = async () => {
    const response = await fetch(`${server.app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  beforeAll(async () => {
    server = await startServerProcess(
      {
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        METRICS_TOKEN,
        RATE_LIMIT_CODES_PER_EMAIL: '1',
        WS_SOCKETS_PER_ADDRESS: '2',
        DATA_DIR: 'memory://',
      },
      SERVER_START_MS,
    );
  }, SERVER_START_MS);
  afterAll(() => server?.stop());

  it("echoes a caller's X-Request-Id and puts it on every line of that request", async () => {
    const email = 'request-id@example.com';
    const response = await fetch(`${server.app.url}/account-provider/email/request-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'caller-chosen-42' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('caller-chosen-42');
    const request = await eventually(
      () => linesOf(server.output()).find((line) => line.msg === 'Request' && line.reqId === 'caller-chosen-42'),
      10_000,
    );
    expect(request).toMatchObject({ method: 'POST', path: '/account-provider/email/request-code', status: 200, route: 'login' });
    expect(request!.durationMs).toEqual(expect.any(Number));
    // The mail written during the request (the dev mailbox logs it) carries the same id.
    const mentioning = linesOf(server.output()).filter((line) => JSON.stringify(line).includes(email));
    expect(mentioning.length).toBeGreaterThanOrEqual(1);
    for (const line of mentioning) expect(line.reqId).toBe('caller-chosen-42');
  });

  it('gives a request without one an id of its own, in the answer and the line', async () => {
    const response = await fetch(`${server.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'has spaces, not taken' },
      body: JSON.stringify({ query: 'query LogNamedViewer { viewer { id } }' }),
    });
    const reqId = response.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const line = await eventually(() => linesOf(server.output()).find((entry) => entry.reqId === reqId && entry.msg === 'Request'), 10_000);
    expect(line).toMatchObject({ route: 'graphql', operation: 'LogNamedViewer', operationType: 'query', status: 200 });
  });

  it('logs each websocket operation with its socket, operation id, name and member', async () => {
    const token = await logIn(server.app, 'socket-log@example.com');
    const client = wsClient(server.app, token);
    try {
      const result = await new Promise((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: 'query SocketViewer { viewer { id } }' },
          { next: (next) => (value = next), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toMatchObject({ data: { viewer: { id: expect.any(String) } } });
      const line = await eventually(() => linesOf(server.output()).find((entry) => entry.operation === 'SocketViewer'), 10_000);
      expect(line).toMatchObject({ transport: 'ws', operationType: 'query', opId: expect.any(String), reqId: expect.any(String) });
      expect(line!.memberId).toEqual(expect.any(String));
      expect(line!.durationMs).toEqual(expect.any(Number));
    } finally {
      await client.dispose();
    }
  });

  it('refuses /metrics without the token, or with another', async () => {
    const without = await fetch(`${server.app.url}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await fetch(`${server.app.url}/metrics`, { headers: { authorization: 'Bearer not-it' } })).status).toBe(401);
  });

  it('exposes the named series', async () => {
    const text = await metrics();
    for (const name of [
      'snoot_graphql_operation_duration_seconds_bucket',
      'snoot_http_requests_total',
      'snoot_websockets_open',
      'snoot_graphql_subscriptions_active',
      'snoot_work_gate_in_flight',
      'snoot_work_gate_queued',
      'snoot_work_gate_shed_total',
      'snoot_pglite_queue_depth',
      'snoot_event_bus_connected',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
    expect(metricValue(text, 'snoot_event_bus_connected')).toBe(1);
  });

  it('counts requests, errors, refusals and mails as they happen', async () => {
    const before = await metrics();
    const email = 'counted@example.com';
    const ask = () =>
      fetch(`${server.app.url}/account-provider/email/request-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    expect((await ask()).status).toBe(200);
    // One code per email here (RATE_LIMIT_CODES_PER_EMAIL=1): the second is refused.
    expect((await ask()).status).toBe(429);
    await fetch(`${server.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query CountedViewer { viewer { id } }' }),
    });
    await fetch(`${server.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation CountedUnauthenticated { likeProfile(input: { id: "x" }) { __typename } }' }),
    });
    const after: string = await eventually(async () => {
      const text = await metrics();
      return metricValue(text, 'snoot_http_requests_total', { route: 'graphql', status: '200' }) >=
        metricValue(before, 'snoot_http_requests_total', { route: 'graphql', status: '200' }) + 2
        ? text
        : '';
    }, 10_000);
    const delta = (name: string, labels: Record<string, string>) => metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(delta('snoot_http_requests_total', { route: 'login', status: '200' })).toBe(1);
    expect(delta('snoot_http_requests_total', { route: 'login', status: '429' })).toBe(1);
    expect(delta('snoot_rate_limit_refusals_total', { limit: 'code-ip,code-email' })).toBe(1);
    expect(delta('snoot_mails_total', { transport: 'devMailbox', outcome: 'sent' })).toBe(1);
    expect(delta('snoot_graphql_operation_duration_seconds_count', { operation: 'CountedViewer', transport: 'http' })).toBe(1);
    // A mutation without a login is answered with an error, counted by its code.
    expect(metricSum(after, 'snoot_graphql_errors_total') - metricSum(before, 'snoot_graphql_errors_total')).toBeGreaterThanOrEqual(1);
  });

  it('counts websockets while they are open, and one refused past the limit', async () => {
    const open = async () => metricValue(await metrics(), 'snoot_websockets_open');
    const refused = async () => metricValue(await metrics(), 'snoot_websocket_refusals_total', { reason: 'address' });
    const [openBefore, refusedBefore] = [await open(), await refused()];
    const connect = async () => {
      const socket = new WebSocket(`${server.app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      return socket;
    };
    const sockets = [await connect(), await connect()];
    await eventually(async () => (await open()) === openBefore + 2, 10_000);
    // WS_SOCKETS_PER_ADDRESS=2: a third from this address is closed with 4429.
    const third = await connect();
    const [code] = (await once(third, 'close')) as [number];
    expect(code).toBe(4429);
    await eventually(async () => (await refused()) === refusedBefore + 1, 10_000);
    for (const socket of sockets) socket.close();
    await eventually(async () => (await open()) === openBefore, 10_000);
  });
});

describe('/metrics by default and on a port of its own', () => {
  it('is closed in production without METRICS_TOKEN or METRICS_PORT', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    } finally {
      await app.stop();
    }
  });

  it('answers only on METRICS_PORT when one is given', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production', METRICS_PORT: '0' } });
    try {
      expect(app.metricsUrl).toBeDefined();
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
      const response = await fetch(`${app.metricsUrl}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('snoot_http_requests_total');
      expect((await fetch(`${app.metricsUrl}/graphql`)).status).toBe(404);
    } finally {
      await app.stop();
    }
  });
});

// The machine's Redis, as the scale-out tests use it.
const withRedis = process.env.REDIS_URL ? describe : describe.skip;
withRedis('the event bus on /metrics', () => {
  it('shows how long an event takes through Redis, and 0 without it', async () => {
    const read = async (app: { url: string }) =>
      (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const alone = await startTestApp({ env: { METRICS_TOKEN } });
    try {
      expect(metricValue(await read(alone), 'snoot_event_bus_round_trip_seconds')).toBe(0);
    } finally {
      await alone.stop();
    }
    const app = await startTestApp({ env: { METRICS_TOKEN, REDIS_URL: process.env.REDIS_URL! } });
    try {
      // The health probe times a round trip every few seconds.
      await eventually(async () => metricValue(await read(app), 'snoot_event_bus_round_trip_seconds') > 0, 20_000);
      expect(metricValue(await read(app), 'snoot_event_bus_connected')).toBe(1);
    } finally {
      await app.stop();
    }
  });
});

describe('an unexpected error', () => {
  it('is logged once, on one line with its request id, and answered INTERNAL', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production', LOG_FORMAT: 'json', PERSISTED_OPERATIONS: persistedFile() } });
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    try {
      // A table gone from under the server: a fault no resolver expects (not the database being away).
      await sql`alter table feature_flags rename to feature_flags_gone`.execute(app.services.db);
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'broken-flags-1' },
        body: JSON.stringify({ documentId: 'flags' }),
      });
      const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
      expect(body.errors?.[0].message).toBe('Unexpected error.');
      const lines = linesOf(written.join(''));
      const failures = lines.filter((line) => line.level === 'error' && line.reqId === 'broken-flags-1');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ msg: 'Operation failed', err: { message: expect.stringContaining('feature_flags') } });
      // The whole error is that one line: no stack printed apart from it.
      expect(written.join('')).not.toMatch(/^\s+at /m);
    } finally {
      write.mockRestore();
      await app.stop();
    }
  });
});

/** A persisted-operations file holding the one operation the test above runs. */
function persistedFile() {
  const file = join(mkdtempSync(join(tmpdir(), 'snoot-persisted-')), 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ flags: 'query BrokenFlags { featureFlags { key } }' }));
  return file;
}
