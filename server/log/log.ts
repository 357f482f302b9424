import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { pino, type Level } from 'pino';
import type PinoPretty from 'pino-pretty';

/** What every line written while a request or a websocket operation runs carries (see requestLog.ts). */
export interface LogScope {
  reqId: string;
  /** The graphql-ws operation id, on lines written while a websocket operation runs. */
  opId?: string;
}

const scope = new AsyncLocalStorage<LogScope>();

/** Runs `work` with `fields` on every line it logs, however deep. */
export function withLogScope<T>(fields: LogScope, work: () => T): T {
  return scope.run(fields, work);
}

/**
 * What is never written, whichever code logs it: credentials in headers, tokens, login codes and passwords in
 * bodies and variables, and connection strings (which carry passwords). The lines are built not to hold them;
 * this is the net under that.
 */
const REDACT = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'password',
  '*.password',
  'body.code',
  'variables',
  '*.variables',
  'connectionParams',
  '*.connectionParams',
  'smtpUrl',
  '*.smtpUrl',
  'databaseUrl',
  '*.databaseUrl',
  'redisUrl',
  '*.redisUrl',
];

/** Where lines go: stdout as JSON, or through pino-pretty for a person at a terminal (development). */
const output = {
  format: null as ((line: string) => string) | null,
  write(line: string) {
    process.stdout.write(output.format ? output.format(line) : line);
  },
};

/**
 * The server's one logger. Lines are JSON (one object a line, with `time`, `level` and `msg`); a line written
 * inside a request carries its `reqId` (and `opId` inside a websocket operation).
 */
export const log = pino(
  {
    level: 'info',
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT, censor: '[redacted]' },
    // A copy: pino merges each line's fields into what mixin returns, which must not carry them to the next line.
    mixin: () => ({ ...scope.getStore() }),
  },
  // Synchronous: a refusal logged just before process.exit is not lost, and lines keep their order.
  { write: (line: string) => output.write(line) },
);

export type LogFormat = 'json' | 'pretty';

/** Applies LOG_LEVEL and LOG_FORMAT (config.logLevel, config.logFormat). */
export function configureLogging(options: { level: Level | 'silent'; format: LogFormat }) {
  log.level = options.level;
  output.format = options.format === 'pretty' ? prettyFormatter() : null;
}

/** pino-pretty is a development dependency: without it (a production install) lines stay JSON. */
function prettyFormatter() {
  try {
    const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    return prettyFactory({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

/** The error's name, message and code, and its stack once, for the one line an unexpected error gets. */
export function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { err: { message: String(error) } };
  const { code } = error as { code?: unknown };
  return { err: { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack } };
}
