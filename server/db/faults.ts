import { GraphQLError } from 'graphql';
import { log } from '../log/log.ts';

/**
 * Database faults are weather: PostgreSQL restarting, failing over, cut off, stalled or out of disk, or the
 * embedded database's thread gone. They end a request, never the process, and a member is told in their words
 * to try again in a moment, never the driver's text.
 */

export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
export const DATABASE_UNAVAILABLE_MESSAGE = "Snoot can't reach its database right now. Please try again in a moment.";
/** How long a member's app waits before it tries again (the Retry-After header, in seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Raised by the server's own watch on the database (a statement or connection that did not answer in time). */
export class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors: the database's machine refused, reset or never answered the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs that say the server, not the statement, is the trouble: class 08 (connection
 * exceptions), 53 (insufficient resources: 53100 disk full, 53200 out of memory, 53300 too many connections),
 * 57P01–57P05 (shut down by an administrator, a crash, a server not yet accepting connections, a database
 * being dropped, an idle session timed out), 58030 (I/O error) and 25006 (a read-only server: a standby after fail-over).
 */
const UNAVAILABLE_STATES = /^(08...|53...|57P0[1-5]|58030|25006)$/;

/** pg's and pg-pool's own words for a connection that is gone or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Query read timeout/,
  /^Cannot use a pool after calling end on the pool/,
  /^connect E[A-Z]+ /,
  /^read E[A-Z]+/,
  /^write E[A-Z]+/,
  /No space left on device/,
];

/** Whether `error` (or what it wraps) means the database cannot be reached or cannot work, rather than a bad statement. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, errors, originalError } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    originalError?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code) || code === DATABASE_UNAVAILABLE)) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to every address of a host at once (AggregateError).
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(originalError, depth + 1);
}

/** The coded GraphQL error a member gets instead (HTTP 503 with Retry-After over HTTP). */
export function databaseUnavailableError() {
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: DATABASE_UNAVAILABLE,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } },
    },
  });
}

/** A short account of a database error for an operator's log: the code and the driver's message, no connection string. */
export function describeDatabaseError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: unknown };
  const inner = (error as { errors?: unknown }).errors;
  const message = error.message || (Array.isArray(inner) && inner[0] instanceof Error ? inner[0].message : error.name);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

/** How often, at most, a refused request is logged while the database is away (a busy server refuses hundreds a second). */
const REFUSAL_LOG_EVERY_MS = 5_000;
let refusalsLoggedAt = 0;
let refusalsUnlogged = 0;

/** Logs a request refused because the database is away: the first at once, then one line per 5 s with a count. */
export function logDatabaseRefusal(error: unknown) {
  const now = Date.now();
  if (now - refusalsLoggedAt < REFUSAL_LOG_EVERY_MS) {
    refusalsUnlogged += 1;
    return;
  }
  const more = refusalsUnlogged ? ` (and ${refusalsUnlogged} more since the last line)` : '';
  refusalsLoggedAt = now;
  refusalsUnlogged = 0;
  log.error(`Request answered 503 DATABASE_UNAVAILABLE: ${describeDatabaseError(error)}${more}`);
}
