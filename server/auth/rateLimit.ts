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

/**
 * Several limits on one action (per member and per address) in one statement: a hit is stored under every key
 * only while each key has fewer than its limit inside the window, so a refused action counts toward none.
 * Returns false once any limit is reached.
 */
export async function takeRateLimits(db: DB, limits: readonly { key: string; limit: number }[], windowMs: number) {
  const since = new Date(Date.now() - Math.min(windowMs, LONGEST_WINDOW_MS));
  const hits = sql.join(limits.map(({ key, limit }) => sql`(${key}::text, ${limit}::int)`));
  const { rows } = await sql<{ key: string }>`
    with hit (key, most) as (values ${hits})
    insert into rate_limit_hits (key)
    select key from hit
    where not exists (
      select 1 from hit where (select count(*) from rate_limit_hits r where r.key = hit.key and r.at > ${since}) >= hit.most
    )
    returning key`.execute(db);
  return rows.length === limits.length;
}

/** Forgets hits older than the longest window; called now and then so the table stays small. */
export async function pruneRateLimits(db: DB) {
  await db
    .deleteFrom('rate_limit_hits')
    .where('at', '<', new Date(Date.now() - LONGEST_WINDOW_MS))
    .execute();
}
