import { sql, type Kysely } from 'kysely';
import { EARTH_RADIUS_KM } from '../../geo/geodesy.ts';

/**
 * The groups directory, nearest home place first: each group's home place as a point in space (as profiles' `pos`,
 * without the tie-break: groups of one city are ordered by size), with a GiST index that hands open groups over
 * nearest first; open groups by size for those without a home place (or a viewer without a location); and name
 * search by trigrams.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table groups add column pos cube generated always as (
      case when latitude is null or longitude is null then null else cube(array[
        ${sql.lit(EARTH_RADIUS_KM)} * cos(radians(latitude)) * cos(radians(longitude)),
        ${sql.lit(EARTH_RADIUS_KM)} * cos(radians(latitude)) * sin(radians(longitude)),
        ${sql.lit(EARTH_RADIUS_KM)} * sin(radians(latitude))
      ]) end
    ) stored
  `.execute(db);
  await sql`create index groups_pos_idx on groups using gist (pos) where closed_at is null`.execute(db);
  await sql`create index groups_size_idx on groups (member_count desc, uuid) where closed_at is null`.execute(db);
  await sql`create index groups_display_name_trgm_idx on groups using gin (lower(display_name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop index groups_display_name_trgm_idx;
    drop index groups_size_idx;
    drop index groups_pos_idx;
    alter table groups drop column pos;
  `.execute(db);
}
