import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, type Config } from '../../server/config.ts';

const source = readFileSync('server/config.ts', 'utf8');
const readme = readFileSync('README.md', 'utf8');

/** The README's server configuration table: variable name to its Default cell. */
function documentedDefaults() {
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Client build settings'));
  // Cells may be padded: Prettier aligns the table's columns.
  const rows = [...table.matchAll(/^\|\s*`([A-Z_]+)`\s*\|([^|]*)\|/gm)];
  return new Map(rows.map(([, name, cell]) => [name, cell.trim()]));
}

/** What the server runs with when the variable is unset, for the defaults README states as one value. */
const ACTUAL: Record<string, (config: Config) => string | number | boolean> = {
  PORT: (config) => config.port,
  DATABASE_TIMEOUT_MS: (config) => config.databaseTimeoutMs,
  DISK_FLOOR_MB: (config) => config.diskFloorMb,
  DATA_DIR: (config) => config.dataDir,
  MAIL_FROM: (config) => config.mailFrom,
  MIN_AGE: (config) => config.minAge,
  SEED_PROFILES: (config) => config.seedProfiles,
  JOBS_TICK_MS: (config) => config.jobsTickMs,
  LOG_LEVEL: (config) => config.logLevel,
  RATE_LIMIT_CODES_PER_EMAIL: (config) => config.emailLoginLimits.codesPerEmail,
  RATE_LIMIT_CODES_PER_IP: (config) => config.emailLoginLimits.codesPerIp,
  RATE_LIMIT_LOGINS_PER_IP: (config) => config.emailLoginLimits.loginsPerIp,
  RATE_LIMIT_SCALE: (config) => config.rateLimitScale,
  CLIENT_DIR: (config) => config.clientDir,
  PERSISTED_OPERATIONS: (config) => config.persistedOperationsFile,
  LASTFM_API_URL: (config) => config.lastfmApiUrl,
  OIDC_ACCESS_TOKEN_TTL: (config) => config.oidcAccessTokenTtl,
  OIDC_DEVICE_CODE_TTL: (config) => config.oidcDeviceCodeTtl,
};
const PATHS = new Set(['DATA_DIR', 'CLIENT_DIR', 'PERSISTED_OPERATIONS']);

describe('configuration', () => {
  it('README documents every variable the server reads, and nothing else', () => {
    const read = new Set([...source.matchAll(/\benv\.([A-Z_]+)/g)].map(([, name]) => name));
    expect([...documentedDefaults().keys()].sort()).toEqual([...read].sort());
  });

  it("README's defaults are the ones the server runs with", () => {
    const config = readConfig({});
    const documented = documentedDefaults();
    for (const [name, actual] of Object.entries(ACTUAL)) {
      const stated = /^`([^`]*)`$/.exec(documented.get(name) ?? '')?.[1];
      expect(stated, `${name} states one default`).toBeDefined();
      expect(String(actual(config)), name).toBe(PATHS.has(name) ? resolve(stated!) : stated);
    }
  });

  it('takes SEED_PROFILES only as a whole number from 0 to 100,000', () => {
    const count = (value: string) => readConfig({ SEED_PROFILES: value }).seedProfiles;
    expect(['0', '40', ' 40 ', '100000'].map(count)).toEqual([0, 40, 40, 100_000]);
    for (const value of ['100001', '-1', '2.5', '1e3', 'lots', '', '0x10']) expect(count(value), value).toBeNaN();
  });

  it('unset optional services stay off', () => {
    const config = readConfig({});
    expect([config.host, config.databaseUrl, config.redisUrl, config.smtpUrl, config.lastfmApiKey, config.oidcIssuer]).toEqual(
      Array(6).fill(undefined),
    );
    expect([config.production, config.trustProxy, config.devMailboxPublic]).toEqual([false, false, false]);
    expect(config.publicUrls).toEqual([]);
  });
});
