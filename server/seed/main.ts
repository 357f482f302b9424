/**
 * `npm run seed`: fills an empty database with the demo community (2,000 made-up profiles unless SEED_PROFILES
 * says how many, their pictures, chats, and the demo logins, the staff account team@example.com among them). The database is the server's:
 * PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL; a database that has any profile is left as it is.
 * Never in production: the server itself never seeds, and this refuses NODE_ENV=production.
 */
import { MAX_SEED_PROFILES, readConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { DataDirInUseError } from '../db/dataDirLock.ts';
import { configureLogging, log } from '../log/log.ts';
import { seedDemoCommunity } from './index.ts';

/** PostgreSQL: a seeding statement (thousands of rows at once) may take far longer than a member's request. */
const SEED_STATEMENT_MS = 10 * 60 * 1000;

const config = readConfig();
configureLogging({ level: config.logLevel, format: config.logFormat });

function refuse(message: string): never {
  log.fatal(message);
  process.exit(1);
}

if (config.production) {
  refuse(
    'Refusing to seed: NODE_ENV=production. The demo community (2,000 made-up profiles, demo chats and the demo ' +
      'staff login team@example.com) is for development and tests, never for a database real members use.',
  );
}

if (Number.isNaN(config.seedProfiles)) {
  refuse(
    `SEED_PROFILES must be a whole number of profiles from 0 to ${MAX_SEED_PROFILES}, not ${JSON.stringify(process.env.SEED_PROFILES)}.`,
  );
}

const where = config.databaseUrl ? 'the DATABASE_URL database' : config.dataDir;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeoutMs: SEED_STATEMENT_MS }).catch(
  (error: unknown) => (error instanceof DataDirInUseError ? refuse(error.message) : Promise.reject(error)),
);
try {
  const started = performance.now();
  const { seeded } = await seedDemoCommunity(db, { imageDir: config.imageDir, s3: config.s3, profileCount: config.seedProfiles });
  log.info(
    seeded
      ? `Seeded the demo community into ${where} in ${Math.round(performance.now() - started)} ms`
      : `${where} already holds profiles: nothing seeded`,
  );
} finally {
  await db.destroy();
}
