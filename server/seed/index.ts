import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { createPictureStore } from '../images/pictureStore.ts';
import type { S3Settings } from '../images/s3Settings.ts';
import { seedCatalogues } from './catalog.ts';
import { seedChats } from './chat.ts';
import { seedProfiles, type Member } from './community.ts';
import { seedAppContent, seedGroupsAndEvents } from './content.ts';
import { seedEventAnswers } from './events.ts';
import { seedGroupRoles } from './groups.ts';
import { seedGroupThreads } from './groupThreads.ts';
import { DAY_MS } from './context.ts';
import { blobPool, shelves, writeBlobs } from './images.ts';
import { insertRows } from './insert.ts';
import { seedRelations } from './relations.ts';
import { hasProfiles } from './hasProfiles.ts';

export interface SeedOptions {
  /** Where image blobs are written: the image folder, or the bucket the S3_ settings name (as the server reads them). */
  imageDir: string;
  s3?: S3Settings;
  /** Generated profiles besides the four demo logins. */
  profileCount?: number;
  /** Same seed, same community: ids, names, pictures and relations. */
  seed?: number;
  /** The clock recent dates (last online, ages, chats, events) are relative to. */
  now?: Date;
}

// Any constant works; it only has to be the same for every server sharing a database.
const SEED_LOCK_KEY = 0x5_eed;

/**
 * Fills an empty database with a demo community: the demo logins, `profileCount` profiles around real cities
 * with images, sonas, bios, relations and chats, plus catalogues, news, flags and experiments.
 * Does nothing when any profile exists, so it is safe to call on every start.
 */
export async function seedDemoCommunity(db: DB, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasProfiles(db)) return { seeded: false };
  const seed = options.seed ?? 42;
  const now = options.now ?? new Date();
  // Render the pictures before opening the transaction: seconds of CPU work need not hold the database.
  const blobs = await blobPool();
  return db.transaction().execute(async (trx) => {
    // All or nothing, and one seeder at a time when several servers start against one database.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await hasProfiles(trx)) return { seeded: false };
    await skipForeignKeyChecks(trx);
    await writeBlobs(createPictureStore(options), blobs);
    const catalogues = await seedCatalogues(trx);
    const pool = shelves(blobs);
    const memberships = await seedGroupsAndEvents(trx, seed, now, pool);
    const ctx = { seed, now, ...catalogues, ...memberships, shelves: pool };
    const members = await seedProfiles(trx, ctx, options.profileCount ?? 2000);
    await seedGroupRoles(trx, now, members);
    await seedEventAnswers(trx, now, members);
    await seedGroupThreads(trx, seed, now);
    await seedRelations(trx, seed, now, members);
    await seedChats(trx, seed, now, members);
    await seedAppContent(trx, seed, now);
    await seedBoopBalances(trx, now, members);
    return { seeded: true };
  });
}

/**
 * Foreign-key triggers are three quarters of the insert time. The seed writes consistent rows by construction
 * (its test checks for orphans), so where allowed (superuser: always in PGlite) they are skipped for this
 * transaction only; elsewhere the seed just runs slower.
 */
async function skipForeignKeyChecks(db: DB) {
  const { rows } = await sql<{ is_superuser: string }>`select current_setting('is_superuser') as is_superuser`.execute(db);
  if (rows[0]?.is_superuser === 'on') await sql`set local session_replication_role = replica`.execute(db);
}

/** Boops are a demo-login toy: they start with a balance and replenish tomorrow. */
async function seedBoopBalances(db: DB, now: Date, members: Member[]) {
  const demos = members.filter((member) => member.email !== null);
  await insertRows(
    db,
    'boop_balances',
    demos.map((member, index) => ({
      profile_id: member.id,
      balance: 10 + index * 5,
      is_enabled: true,
      next_replenish_at: new Date(now.getTime() + DAY_MS),
    })),
  );
}
