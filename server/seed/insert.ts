import { sql, type Insertable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Database } from '../db/types.ts';

const BATCH_ROWS = 2000;

/**
 * Inserts many rows in batches. Each batch travels as one JSON parameter expanded by
 * `json_populate_recordset`: a multi-row VALUES list binds one parameter per cell, which hits PostgreSQL's
 * 65,535-parameter cap at ~1,000 wide profile rows and costs PGlite far more time to marshal.
 * Every row of one call must have the same keys; columns left out get their defaults.
 */
export async function insertRows<T extends keyof Database & string>(db: DB, table: T, rows: Insertable<Database[T]>[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = sql.join(columns.map((column) => sql.ref(column)));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await sql`insert into ${sql.table(table)} (${list})
      select ${list} from json_populate_recordset(null::${sql.table(table)}, ${batch}::json)`.execute(db);
  }
}
