import { apiUrl } from './apiHost';

/** SPEC §9: one error in five is reported, which is enough to see trends without flooding the server. */
export const ERROR_SAMPLE_RATE = 0.2;

// The server refuses longer fields; cutting here keeps a long stack from losing the whole report.
const MAX_MESSAGE = 1000;
const MAX_STACK = 8000;

export interface ErrorReport {
  message: string;
  stack?: string;
  url: string;
  version: string;
}

export function toErrorReport(error: unknown, url: string, version: string): ErrorReport {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    message: (message || 'Unknown error').slice(0, MAX_MESSAGE),
    ...(stack ? { stack: stack.slice(0, MAX_STACK) } : {}),
    url: url.slice(0, 2000),
    version,
  };
}

export interface ReportOptions {
  apiHost: string | null;
  random?: () => number;
  send?: (url: string, body: string) => void;
}

function post(url: string, body: string) {
  // keepalive lets the report leave even when the error is followed by a reload.
  void fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => {
    // A report that cannot be delivered is dropped: reporting must never cause errors of its own.
  });
}

/** Sends a sampled report of `error` to the API's /client-errors; answers whether it was sent. */
export function reportClientError(error: unknown, { apiHost, random = Math.random, send = post }: ReportOptions): boolean {
  if (random() >= ERROR_SAMPLE_RATE) return false;
  const report = toErrorReport(error, globalThis.location?.href ?? '', __APP_VERSION__);
  send(apiUrl(apiHost, '/client-errors'), JSON.stringify(report));
  return true;
}

/**
 * Reports crashes of the running app: errors React caught or did not, and uncaught errors and rejections
 * outside React. An unreachable API is left out: the report could not arrive, and SPEC §8 keeps network
 * errors in the console.
 */
export function createErrorReporter(apiHost: () => string | null) {
  return (error: unknown) => {
    if (error instanceof Error && error.name === 'ApiUnreachableError') return;
    reportClientError(error, { apiHost: apiHost() });
  };
}

export function reportUncaughtErrors(report: (error: unknown) => void) {
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
}
