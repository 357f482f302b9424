/**
 * The clients' side of bench/load.ts, on worker threads of their own: the members loading the home grid over
 * and over (waiting Retry-After when turned away, as the app does), or the monitor asking /healthz every 50 ms
 * on a thread apart, so its timings are the server's and not the 200 members' sockets. Bounded by time and by
 * request count.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadClientsData {
  role: 'members' | 'monitor';
  url: string;
  tokens: string[];
  body: string;
  seconds: number;
  maxRequests: number;
  /** Clients that come back 100 ms after a refusal whatever its Retry-After says (the retry storm). */
  ignoreRetryAfter?: boolean;
}

export interface LoadFigures {
  ok: number;
  shed: number;
  /** Answered 429: came back before the Retry-After of a 503. */
  throttled: number;
  failed: number;
  /** Statuses of the failures, or the socket error's code when there was no answer. */
  failedStatuses: Record<string, number>;
  /** Longest time any request took to be answered, in ms, whatever the answer. */
  maxWaitMs: number;
  okPerSecond: number;
  healthMs: number[];
  healthFailures: number;
}

const { role, url, tokens, body, seconds, maxRequests, ignoreRetryAfter } = workerData as LoadClientsData;
const agent = new Agent({ keepAlive: true, maxSockets: tokens.length + 10 });

function send(path: string, method: string, headers: Record<string, string>, payload?: string) {
  return new Promise<{ status: number | string; retryAfter: number }>((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const figures: LoadFigures = {
  ok: 0,
  shed: 0,
  throttled: 0,
  failed: 0,
  failedStatuses: {},
  maxWaitMs: 0,
  okPerSecond: 0,
  healthMs: [],
  healthFailures: 0,
};
const started = performance.now();
const deadline = started + seconds * 1000;
let sent = 0;
const running = () => performance.now() < deadline && sent < maxRequests;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function member(token: string, index: number) {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    authorization: `Bearer ${token}`,
    // Each member from an address of their own, as the server (TRUST_PROXY) sees members behind its proxy.
    'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.1`,
  };
  while (running()) {
    sent += 1;
    const begun = performance.now();
    const answer = await send('/graphql', 'POST', headers, body).catch((error: NodeJS.ErrnoException) => ({
      status: error.code ?? 'no answer',
      retryAfter: 1,
    }));
    figures.maxWaitMs = Math.max(figures.maxWaitMs, performance.now() - begun);
    if (answer.status === 200) figures.ok += 1;
    else if (answer.status === 503) figures.shed += 1;
    else if (answer.status === 429) figures.throttled += 1;
    else {
      figures.failed += 1;
      figures.failedStatuses[answer.status] = (figures.failedStatuses[answer.status] ?? 0) + 1;
    }
    if (answer.status !== 200) await pause(ignoreRetryAfter ? 100 : Math.max(answer.retryAfter, 1) * 1000);
  }
}

async function monitor() {
  while (running()) {
    const begun = performance.now();
    const answer = await send('/healthz', 'GET', {}).catch(() => ({ status: 0, retryAfter: 0 }));
    if (answer.status === 200) figures.healthMs.push(performance.now() - begun);
    else figures.healthFailures += 1;
    await pause(50);
  }
}

await (role === 'monitor' ? monitor() : Promise.all(tokens.map((token, index) => member(token, index))));
figures.okPerSecond = figures.ok / ((performance.now() - started) / 1000);
agent.destroy();
parentPort!.postMessage(figures);
