import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';

/** The longest window any limit uses; older hits are pruned. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/**
 * A sliding-window limit kept in the database, so every server process counts the same hits.
 * One statement counts and records: a hit is stored only while fewer than `limit` fell inside the window.
 * Returns false once the limit is reached.
 */
export async function takeRateLimit(db: DB, key: string, limit: number, windowMs: number) {
  const since = new Date(Date.now() - Math.min(windowMs, LONGEST_WINDOW_MS));
  const { rows } = await sql<{ key: string }>`
    insert into rate_limit_hits (key)
    select ${key}
    where (select count(*) from rate_limit_hits where key = ${key} and at > ${since}) < ${limit}
    returning key`.execute(db);
  return rows.length === 1;
}

/** Forgets hits older than the longest window; called now and then so the table stays small. */
export async function pruneRateLimits(db: DB) {
  await db
    .deleteFrom('rate_limit_hits')
    .where('at', '<', new Date(Date.now() - LONGEST_WINDOW_MS))
    .execute();
}
