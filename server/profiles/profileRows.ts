import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { isUuid } from '../uuid.ts';

/** One member's row, whatever their state (deleted, banned); throws when there is none. */
export function profileById(db: DB, id: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Members' rows in the order asked for, undefined for an id with no row. A malformed id is treated as
 * unknown so it cannot fail the other ids read in the same query.
 */
export async function profilesByIds(db: DB, ids: readonly string[]): Promise<(ProfileRow | undefined)[]> {
  const valid = ids.filter((id) => isUuid(id));
  const rows = valid.length ? await db.selectFrom('profiles').selectAll().where('id', 'in', valid).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}
