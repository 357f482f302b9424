import type { DB } from '../db/connect.ts';

/** The ways a member logs in (email, single sign-on), as the account settings list them. */
export async function accountProvidersOf(db: DB, profileId: string) {
  const rows = await db.selectFrom('account_providers').selectAll().where('profile_id', '=', profileId).execute();
  return rows.map((row) => ({ type: row.type, value: row.value, createdAt: row.created_at }));
}
