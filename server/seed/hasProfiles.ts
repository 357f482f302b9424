import type { DB } from '../db/connect.ts';

/** Whether the database holds any profile: one indexed row, so a restart learns it is seeded at once. */
export async function hasProfiles(db: DB) {
  const row = await db.selectFrom('profiles').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
