import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { metrics } from '../metrics/metrics.ts';

/** The longest window any limit uses; older hits are pruned. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/**
 * Sliding-window limits kept in the database, so every server process counts the same hits. Several limits on
 * one action (per member and per address) are judged in one statement that counts and records: a hit is stored
 * under every key only while each key has fewer than its limit inside the window, so a refused action counts
 * toward none. Returns false once any limit is reached.
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
  const allowed = rows.length === limits.length;
  // Labelled by what is limited (each key's first part: a mutation field, or code-ip,code-email …), never by who.
  if (!allowed) metrics.rateLimitRefusals.inc({ limit: [...new Set(limits.map(({ key }) => key.split(':')[0]))].join(',') });
  return allowed;
}

/** One limit: false once `limit` hits fell inside the window. */
export function takeRateLimit(db: DB, key: string, limit: number, windowMs: number) {
  return takeRateLimits(db, [{ key, limit }], windowMs);
}

/** Forgets hits older than the longest window; called now and then so the table stays small. */
export async function pruneRateLimits(db: DB) {
  await db
    .deleteFrom('rate_limit_hits')
    .where('at', '<', new Date(Date.now() - LONGEST_WINDOW_MS))
    .execute();
}
