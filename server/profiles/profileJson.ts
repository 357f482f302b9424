import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';

/**
 * The row `p` of profiles as one JSON text, for queries that hand over whole profiles a page at a time (the
 * search). PGlite's reader copies and decodes each of a row's ~50 values on its own: about 10 ms of its one
 * thread for a page of 60 profiles, against under 1 ms for one text a row, parsed natively by JSON.parse.
 */
export const profileJsonSql = sql<string>`to_json(p)::text`;

const timestampColumnsOf = new WeakMap<DB, Promise<string[]>>();

/**
 * The profiles columns of type timestamptz, which JSON carries as text: read from the catalog once per
 * database, so a column added by a later migration comes back as a Date like every other read of a profile.
 */
export function profileTimestampColumns(db: DB): Promise<string[]> {
  let columns = timestampColumnsOf.get(db);
  if (!columns) {
    columns = sql<{ name: string }>`
      select attname as name from pg_attribute
      where attrelid = 'profiles'::regclass and atttypid = 'timestamptz'::regtype and attnum > 0 and not attisdropped
    `
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.name));
    // A failed read is not kept: the next search asks again.
    columns.catch(() => timestampColumnsOf.delete(db));
    timestampColumnsOf.set(db, columns);
  }
  return columns;
}

/** A profile row from its JSON text, with the Dates that `selectAll()` would have read. */
export function profileFromJson(text: string, timestampColumns: string[]): ProfileRow {
  const row = JSON.parse(text) as Record<string, unknown>;
  for (const column of timestampColumns) {
    const value = row[column];
    if (typeof value === 'string') row[column] = new Date(value);
  }
  return row as unknown as ProfileRow;
}
