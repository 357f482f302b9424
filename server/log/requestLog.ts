import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { codeLabel, metrics, operationLabel } from '../metrics/metrics.ts';
import { log, withLogScope } from './log.ts';

/** What one GraphQL operation's line says beside its timing: filled in as the operation is parsed and run. */
export interface OperationRecord {
  operationName?: string;
  /** The persisted operation's id (`documentId`, or the APQ hash) when the caller sent one. */
  persistedId?: string;
  operationType?: string;
  memberId?: string;
  errorCodes: string[];
}

const current = new AsyncLocalStorage<OperationRecord>();

/** The operation being run here (an HTTP request to /graphql, or one websocket operation), if any. */
export const currentOperation = () => current.getStore();

/** Notes the codes of errors an answer carries, on the operation being run here. */
export function noteErrorCodes(codes: Iterable<unknown>) {
  const record = current.getStore();
  if (!record) return;
  for (const code of codes) record.errorCodes.push(codeLabel(code));
}

/** The `extensions.code` of each error in a GraphQL answer (INTERNAL for an error without one). */
export function errorCodesOf(errors: readonly { extensions?: Record<string, unknown> }[] | undefined) {
  return (errors ?? []).map((error) => error.extensions?.code ?? 'INTERNAL');
}

/** A request id a caller may choose: printable, short, without spaces (anything else gets one of ours). */
const CALLER_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

export function requestIdOf(req: IncomingMessage) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
}

/** What a path is, for the metrics' route label and the log (never the path itself: it may hold ids). */
export function routeOf(pathname: string, method: string | undefined) {
  if (pathname === '/graphql') return 'graphql';
  if (pathname.startsWith('/account-provider/')) return 'login';
  if (pathname === '/oidc' || pathname.startsWith('/oidc/') || pathname === '/me') return 'oidc';
  if (pathname.startsWith('/image/')) return 'image';
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/livez') return 'health';
  if (pathname === '/metrics') return 'metrics';
  if (pathname === '/client-errors') return 'clientErrors';
  if (pathname.startsWith('/dev/')) return 'dev';
  return method === 'GET' || method === 'HEAD' ? 'static' : 'other';
}

/** Probes and scrapes come every few seconds: their lines are debug, not info. */
const QUIET_ROUTES = new Set(['health', 'metrics']);

/**
 * Runs one HTTP request with its id: echoed in X-Request-Id, on every line logged while it runs, and on the one
 * line it gets when its answer ends (method, path without query, status, duration, and for /graphql the
 * operation, member and error codes). The query string is never logged: links carry one-time tokens there.
 */
export function runRequest(req: IncomingMessage, res: ServerResponse, handle: () => Promise<unknown>) {
  const reqId = requestIdOf(req);
  res.setHeader('x-request-id', reqId);
  const started = performance.now();
  const path = (req.url ?? '/').split('?')[0];
  const route = routeOf(path, req.method);
  const record: OperationRecord = { errorCodes: [] };
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.headersSent ? res.statusCode : 0;
    metrics.httpRequests.inc({ route, status: String(status) });
    metrics.httpDuration.observe({ route }, seconds);
    // Turned away before yoga saw it (the work gate's 503, the retry throttle's 429): OVERLOADED, as its body says.
    if (route === 'graphql' && !record.errorCodes.length && (status === 503 || status === 429)) record.errorCodes.push('OVERLOADED');
    const ranOperation = record.operationType || record.operationName || record.persistedId || record.errorCodes.length;
    const graphql = route === 'graphql' && ranOperation ? operationFields(record, seconds, 'http') : {};
    const level = status >= 500 || status === 0 ? 'warn' : QUIET_ROUTES.has(route) ? 'debug' : 'info';
    log[level](
      { reqId, method: req.method, path: pathForLog(path, route), route, status, durationMs: Math.round(seconds * 1000), ...graphql },
      status === 0 ? 'Request ended before an answer' : 'Request',
    );
  });
  return withLogScope({ reqId }, () => current.run(record, handle));
}

/** Image and single-sign-on paths name one picture or interaction: the route says enough. */
function pathForLog(path: string, route: string) {
  return route === 'image' ? '/image/…' : path.slice(0, 200);
}

/** An operation's fields for its line, recorded in the metrics as it is logged. */
export function operationFields(record: OperationRecord, seconds: number, transport: 'http' | 'ws') {
  const operation = operationLabel(record.operationName);
  metrics.operationDuration.observe({ operation, type: record.operationType ?? 'unknown', transport }, seconds);
  for (const code of record.errorCodes) metrics.graphqlErrors.inc({ code });
  return {
    operation: record.operationName,
    persistedId: record.persistedId,
    operationType: record.operationType,
    memberId: record.memberId,
    ...(record.errorCodes.length ? { errorCodes: [...new Set(record.errorCodes)] } : {}),
  };
}

/** Runs one websocket operation's work with its record and log scope (the socket's request id and the operation id). */
export function runOperation<T>(scope: { reqId: string; opId: string }, record: OperationRecord, work: () => T): T {
  return withLogScope(scope, () => current.run(record, work));
}
