import { resolve } from 'node:path';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './graphql/socketLimits.ts';
import { EXECUTION_BUDGET_MS } from './graphql/budget.ts';
import { readS3Settings, type S3Settings } from './images/s3Settings.ts';
import type { LogFormat } from './log/log.ts';

/** Everything the server reads from its environment, in one place (README lists each). */
export interface Config {
  port: number;
  /** The address to listen on; unset means this machine only (127.0.0.1 and ::1). */
  host?: string;
  /** Lets the development server listen on a public HOST (its /dev/mailbox still answers this machine only). */
  devMailboxPublic: boolean;
  /** Read the client's address from X-Forwarded-For: only behind a proxy the operator runs that sets it. */
  trustProxy: boolean;
  /** Multiplies the mutation rate limits (the end-to-end suite, which sends many messages, raises them). */
  rateLimitScale: number;
  /** Websockets per address and per member, and operations per socket (server/graphql/socketLimits.ts). */
  socketLimits: SocketLimits;
  /** How long a query or mutation may run before it is answered TIMEOUT (503). */
  executionBudgetMs: number;
  /** Answer 429 at once to an address that comes back before the Retry-After of its 503 (server/http/retryThrottle.ts). */
  retryThrottle: boolean;
  /** Email login codes and code checks allowed per 10 minutes. */
  emailLoginLimits: { codesPerEmail: number; codesPerIp: number; loginsPerIp: number };
  dataDir: string;
  imageDir: string;
  /** Pictures in this S3-compatible bucket instead of IMAGE_DIR (S3_BUCKET and the other S3_ settings). */
  s3?: S3Settings;
  databaseUrl?: string;
  /**
   * PostgreSQL: how long one statement, or a new connection, may take before the request is answered 503
   * DATABASE_UNAVAILABLE (PostgreSQL's statement_timeout, and a stalled connection is cut a second later).
   */
  databaseTimeoutMs: number;
  /** /healthz and /readyz name the disk when the file system under DATA_DIR or IMAGE_DIR has less free than this. */
  diskFloorMb: number;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  /**
   * Without SMTP_URL, login codes go to the log. Production refuses that unless LOGIN_CODES_IN_LOG says, in
   * exactly LOGIN_CODES_IN_LOG_CONSENT's words, that whoever reads the log may log in as anyone.
   */
  loginCodesInLog: boolean;
  /** pino's level: trace, debug, info, warn, error, fatal or silent. */
  logLevel: LogLevel;
  /** JSON lines, or pino-pretty's for a person (the development default). */
  logFormat: LogFormat;
  /** /metrics answers a request with `Authorization: Bearer <this>`. */
  metricsToken?: string;
  /** /metrics is served on this port of its own instead of the main one. */
  metricsPort?: number;
  /** How often each server looks for due jobs (event reminders, announcing event notifications), in ms. */
  jobsTickMs: number;
  /** Minimum age to join (onboarding), 16 unless MIN_AGE says otherwise. */
  minAge: number;
  /**
   * How many made-up profiles `npm run seed` writes beside the demo logins (SEED_PROFILES, 2,000 by default);
   * NaN when the setting is not a whole number from 0 to MAX_SEED_PROFILES, which the seed script refuses.
   */
  seedProfiles: number;
  clientDir: string;
  /** The operations relay-compiler persisted; in production the only ones the server runs. */
  persistedOperationsFile: string;
  /** Last.fm API key for now-playing; without one the recent-track block is hidden. */
  lastfmApiKey?: string;
  /** Base URL of the Last.fm API (tests point it at a local fake). */
  lastfmApiUrl: string;
  /** An external OpenID provider for single sign-on; without it the server's embedded provider at /oidc serves. */
  oidcIssuer?: string;
  /** Origins the server is reached at (the first is canonical); empty means localhost on the server's port. */
  publicUrls: string[];
  /** Lifetime in seconds of access tokens from the embedded provider. */
  oidcAccessTokenTtl: number;
  /** Seconds a QR login's code (the device authorization grant) waits for a member's approval before it expires. */
  oidcDeviceCodeTtl: number;
  /** Send Web Push to members' devices; without it notifications are in-app only. */
  pushEnabled: boolean;
  /** The VAPID subject push services may contact about this server (a mailto: or https: URL). */
  pushSubject: string;
  /** Accept push endpoints on http://localhost or 127.0.0.1 (a local test push service); never needed in production. */
  pushAllowLoopback: boolean;
  /**
   * The hosts a push endpoint may name (each with its subdomains): the browsers' own push services, plus any
   * in PUSH_SERVICES (comma-separated), such as a self-hosted one. The server sends to nothing else.
   */
  pushServices: readonly string[];
}

/**
 * The push services of the browsers members use: Chrome and other Chromium browsers (Firebase Cloud Messaging),
 * Firefox (Mozilla's autopush), Safari (Apple) and Edge on Windows (WNS). Endpoints are their subdomains too,
 * such as updates.push.services.mozilla.com or web.push.apple.com.
 */
export const BROWSER_PUSH_SERVICES = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** The words LOGIN_CODES_IN_LOG must hold for a production server without SMTP_URL to write login codes to its log. */
export const LOGIN_CODES_IN_LOG_CONSENT = 'anyone-reading-the-log-can-log-in-as-anyone';

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The most profiles SEED_PROFILES may ask for: fifty times the demo community, minutes of inserts. */
export const MAX_SEED_PROFILES = 100_000;

/** SEED_PROFILES as a count: 2,000 when unset; NaN for anything but a whole number from 0 to MAX_SEED_PROFILES. */
function seedProfileCount(value: string | undefined) {
  if (value === undefined) return 2000;
  const count = /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return count <= MAX_SEED_PROFILES ? count : NaN;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // 'memory://' keeps the embedded database in memory (tests); anything else is a folder.
  const dataDir = env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : resolve(env.DATA_DIR ?? './.data');
  const production = env.NODE_ENV === 'production';
  const logLevel = (env.LOG_LEVEL ?? 'info').trim().toLowerCase();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST?.trim() || undefined,
    devMailboxPublic: env.DEV_MAILBOX_PUBLIC === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    socketLimits: {
      operationsPerSocket: Number(env.WS_OPERATIONS_PER_SOCKET ?? DEFAULT_SOCKET_LIMITS.operationsPerSocket),
      socketsPerAddress: Number(env.WS_SOCKETS_PER_ADDRESS ?? DEFAULT_SOCKET_LIMITS.socketsPerAddress),
      socketsPerMember: Number(env.WS_SOCKETS_PER_MEMBER ?? DEFAULT_SOCKET_LIMITS.socketsPerMember),
    },
    retryThrottle: env.RETRY_THROTTLE !== 'false',
    executionBudgetMs: Number(env.EXECUTION_BUDGET_MS ?? EXECUTION_BUDGET_MS),
    emailLoginLimits: {
      codesPerEmail: Number(env.RATE_LIMIT_CODES_PER_EMAIL ?? 5),
      codesPerIp: Number(env.RATE_LIMIT_CODES_PER_IP ?? 30),
      loginsPerIp: Number(env.RATE_LIMIT_LOGINS_PER_IP ?? 60),
    },
    dataDir,
    imageDir: resolve(env.IMAGE_DIR ?? `${dataDir}/images`),
    s3: readS3Settings(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeoutMs: Number(env.DATABASE_TIMEOUT_MS ?? 5000),
    diskFloorMb: Number(env.DISK_FLOOR_MB ?? 256),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Snoot <no-reply@snoot.localhost>',
    production,
    loginCodesInLog: env.LOGIN_CODES_IN_LOG === LOGIN_CODES_IN_LOG_CONSENT,
    logLevel: LOG_LEVELS.includes(logLevel as LogLevel) ? (logLevel as LogLevel) : 'info',
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : production ? 'json' : 'pretty',
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    jobsTickMs: Math.max(10, Number(env.JOBS_TICK_MS ?? 5000) || 5000),
    minAge: Number(env.MIN_AGE ?? 16),
    seedProfiles: seedProfileCount(env.SEED_PROFILES),
    clientDir: resolve(env.CLIENT_DIR ?? './dist'),
    persistedOperationsFile: resolve(env.PERSISTED_OPERATIONS ?? './persisted-queries.json'),
    lastfmApiKey: env.LASTFM_API_KEY || undefined,
    lastfmApiUrl: env.LASTFM_API_URL || 'https://ws.audioscrobbler.com/2.0/',
    oidcIssuer: env.OIDC_ISSUER?.replace(/\/+$/, '') || undefined,
    publicUrls: (env.PUBLIC_URL ?? '')
      .split(',')
      .map((url) => url.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    oidcAccessTokenTtl: Number(env.OIDC_ACCESS_TOKEN_TTL ?? 3600),
    oidcDeviceCodeTtl: Number(env.OIDC_DEVICE_CODE_TTL ?? 600),
    pushEnabled: env.PUSH_ENABLED !== 'false',
    pushSubject: env.PUSH_SUBJECT || 'mailto:no-reply@snoot.localhost',
    pushAllowLoopback: env.PUSH_ALLOW_LOOPBACK ? env.PUSH_ALLOW_LOOPBACK === 'true' : env.NODE_ENV !== 'production',
    pushServices: [
      ...BROWSER_PUSH_SERVICES,
      ...(env.PUSH_SERVICES ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ],
  };
}

/** Addresses that only this machine can reach. */
export function isLoopbackAddress(address: string | undefined) {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1' || address === 'localhost';
}

/**
 * Why this configuration must not start, or null. A production server without mail would write every login
 * code to its log. A development server on a public address would hand every
 * login code to anyone who can reach it, so it needs production mode or an operator's explicit DEV_MAILBOX_PUBLIC.
 */
export function unsafeConfigProblem(config: Config): string | null {
  if (config.production && !config.smtpUrl && !config.loginCodesInLog) {
    return (
      'Refusing to start: NODE_ENV=production needs SMTP_URL to mail login codes. Without it every login code would ' +
      'be written to the log, and whoever reads the log could log in as anyone, staff included. Set SMTP_URL ' +
      `(e.g. smtps://user:pass@mail.example.com), or LOGIN_CODES_IN_LOG=${LOGIN_CODES_IN_LOG_CONSENT} if that is what you mean.`
    );
  }
  if (config.production || config.devMailboxPublic || config.host === undefined || isLoopbackAddress(config.host)) return null;
  return (
    `Refusing to start: HOST=${config.host} would open the development server to other machines. ` +
    'Set NODE_ENV=production for a real deployment, or DEV_MAILBOX_PUBLIC=true if you mean to run the development server in the open.'
  );
}
