import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { isPGlite } from '../db/plannerSettings.ts';

/** A row of a query that selects `wholeProfiles(db).select` (and more columns beside it). */
export type WholeProfileRow = Record<string, unknown>;

export interface WholeProfiles {
  /** The select list that hands over the whole row `p` of profiles. */
  select: RawBuilder<unknown>;
  /** The profile in a row that list selected, as `selectAll()` reads it. */
  read(row: WholeProfileRow): ProfileRow;
}

/**
 * Whole profile rows a page at a time (the search). On PGlite each row comes as one JSON text: its reader
 * copies and decodes each of a row's ~50 values on its own, about 10 ms of its one thread for a page of 60
 * profiles, against under 1 ms for one text a row parsed natively. PostgreSQL's driver reads the columns
 * faster than JSON.parse would read the text, so there the row is selected as it is.
 */
export async function wholeProfiles(db: DB): Promise<WholeProfiles> {
  if (!isPGlite(db)) return { select: sql`p.*`, read: (row) => row as unknown as ProfileRow };
  const timestamps = await profileTimestampColumns(db);
  return {
    select: sql`to_json(p)::text as whole_profile`,
    read: (row) => profileFromJson(String(row.whole_profile), timestamps),
  };
}

const timestampColumnsOf = new WeakMap<DB, Promise<string[]>>();

/**
 * The profiles columns of type timestamptz, which JSON carries as text: read from the catalog once per
 * database, so a column added by a later migration comes back as a Date like every other read of a profile.
 */
function profileTimestampColumns(db: DB): Promise<string[]> {
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
function profileFromJson(text: string, timestampColumns: string[]): ProfileRow {
  const row = JSON.parse(text) as Record<string, unknown>;
  for (const column of timestampColumns) {
    const value = row[column];
    if (typeof value === 'string') row[column] = new Date(value);
  }
  return row as unknown as ProfileRow;
}
