import { types, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** How every embedded database is opened: a dump (see startPGliteThread's template) must be made with the same. */
export const pgliteOptions = {
  // Dates come back as strings from `date` columns: a birthday has no time zone.
  parsers: { [types.DATE]: (value: string) => value },
  // Discover's nearest-first search (cube, with birthdays beside positions by btree_gist) and name search
  // (pg_trgm); PostgreSQL ships all three as contrib.
  extensions: { btree_gist, cube, pg_trgm },
} satisfies PGliteOptions;
