import { resolve } from 'node:path';

/** Everything the server reads from its environment, in one place (README lists each). */
export interface Config {
  port: number;
  dataDir: string;
  imageDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  /** Minimum age to join (onboarding), 16 unless MIN_AGE says otherwise. */
  minAge: number;
  /** Seed the demo community when the database is empty. */
  seed: boolean;
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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // 'memory://' keeps the embedded database in memory (tests); anything else is a folder.
  const dataDir = env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : resolve(env.DATA_DIR ?? './.data');
  return {
    port: Number(env.PORT ?? 8080),
    dataDir,
    imageDir: resolve(env.IMAGE_DIR ?? `${dataDir}/images`),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Snoot <no-reply@snoot.localhost>',
    production: env.NODE_ENV === 'production',
    minAge: Number(env.MIN_AGE ?? 16),
    seed: env.SEED !== 'false',
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
  };
}
