import type { DB } from '../db/connect.ts';

/** A member's boop balance; a member who never had one has none, and boops are off for them. */
export async function boopBalanceOf(db: DB, profileId: string) {
  const row = await db.selectFrom('boop_balances').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
  return { balance: row?.balance ?? 0, isEnabled: row?.is_enabled ?? false, nextReplenishAt: row?.next_replenish_at ?? null, history: [] };
}
