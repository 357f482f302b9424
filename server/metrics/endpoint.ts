import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { listenSafely } from '../http/listen.ts';
import { sendJson } from '../http/json.ts';
import { bearerToken } from '../auth/tokens.ts';
import { runRequest } from '../log/requestLog.ts';
import { registry } from './metrics.ts';

/**
 * Where /metrics answers: on METRICS_PORT when set; else on the main port, with METRICS_TOKEN as a bearer
 * when set, and without one only in development (which listens on this machine alone). Closed otherwise.
 */
export function metricsOnMainPort(config: Pick<Config, 'metricsPort' | 'metricsToken' | 'production'>) {
  return config.metricsPort === undefined && (config.metricsToken !== undefined || !config.production);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries METRICS_TOKEN (compared in constant time), or none is asked for. */
function authorized(req: IncomingMessage, token: string | undefined) {
  if (token === undefined) return true;
  const given = bearerToken(req.headers.authorization ?? null);
  return given !== null && timingSafeEqual(digest(given), digest(token));
}

/** GET /metrics in Prometheus' text format; 401 without the token. */
export async function metricsHandler(req: IncomingMessage, res: ServerResponse, token: string | undefined) {
  if (!authorized(req, token)) {
    res.setHeader('www-authenticate', 'Bearer realm="metrics"');
    return sendJson(res, 401, { error: 'UNAUTHENTICATED', message: 'The metrics need their token.' });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'METHOD_NOT_ALLOWED', message: 'Use GET.' });
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** METRICS_PORT: a listener of its own that serves /metrics and nothing else, on the same HOST. */
export async function listenForMetrics(config: Pick<Config, 'metricsPort' | 'metricsToken' | 'host'>) {
  const server = createServer((req, res) => {
    void runRequest(req, res, async () => {
      if ((req.url ?? '').split('?')[0] !== '/metrics') return sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found.' });
      return metricsHandler(req, res, config.metricsToken);
    }).catch(() => res.destroy());
  });
  const listening = await listenSafely(server, config.metricsPort!, config.host);
  return {
    port: listening.port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, listening.close()]);
    },
  };
}
