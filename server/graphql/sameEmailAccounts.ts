import type { Context } from './context.ts';
import type { ProfileRow } from '../db/types.ts';
import { emailHasher } from '../account/emailHash.ts';
import { sameEmailAccountIds } from '../moderation/keptDecisions.ts';

/** Staff: the ids of the other accounts of a member's login emails, kept while a safety decision stands. */
export async function sameEmailIds(context: Context, profileId: string) {
  return sameEmailAccountIds(context.db, await emailHasher(context.db), profileId);
}

/** Their rows, whatever their state (deleted, suspended), the most recently deleted first and any in use before. */
export async function sameEmailProfiles(context: Context, ids: readonly string[]) {
  const rows = (await context.loaders.profile.loadMany(ids)).filter((row): row is ProfileRow => Boolean(row) && !(row instanceof Error));
  const deletedAt = (row: ProfileRow) => row.deleted_at?.getTime() ?? Infinity;
  return rows.sort((a, b) => deletedAt(b) - deletedAt(a));
}
