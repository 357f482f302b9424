import { sql, type Kysely } from 'kysely';
import { EARTH_RADIUS_KM } from '../../geo/geodesy.ts';

/** Scale of the tie-breaking coordinate: 2^28 steps of 1e-12 km stay under 0.3 m. */
const TIE_BREAK_KM_PER_UNIT = 1e-12;
import { snapStoredLocation } from '../../geo/storedLocation.ts';

/**
 * Discover: a nearest-first index over every member's snapped position, name search, and the snapping rule
 * applied to rows stored before it (no stored position may be finer than its owner's precision).
 */
export async function up(db: Kysely<unknown>) {
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  // The position as a point in space (km from the Earth's centre): the straight-line distance between two
  // such points grows with the great-circle distance, so a GiST index on it answers "nearest first".
  // A fourth coordinate of under 0.3 m, drawn from the id, breaks ties: everyone at one city centre would
  // otherwise be equally near, and the index would have to hand over all of them to sort them by id.
  await sql`
    alter table profiles
      add column location_cell text,
      add column pos cube generated always as (
        case when latitude is null or longitude is null then null else cube(array[
          ${sql.lit(EARTH_RADIUS_KM)} * cos(radians(latitude)) * cos(radians(longitude)),
          ${sql.lit(EARTH_RADIUS_KM)} * cos(radians(latitude)) * sin(radians(longitude)),
          ${sql.lit(EARTH_RADIUS_KM)} * sin(radians(latitude)),
          ${sql.lit(TIE_BREAK_KM_PER_UNIT)} * (('x' || substr(md5(id::text), 1, 7))::bit(28)::int)
        ]) end
      ) stored
  `.execute(db);
  await sql`create index profiles_pos_idx on profiles using gist (pos)`.execute(db);
  await sql`create index profiles_place_idx on profiles (place_id)`.execute(db);
  await sql`create index profiles_country_idx on profiles (country_code)`.execute(db);
  await sql`create index profiles_display_name_trgm_idx on profiles using gin (lower(display_name) gin_trgm_ops)`.execute(db);
  await sql`create index profile_hides_hidden_idx on profile_hides (hidden_id)`.execute(db);
  await sql`create index friendships_friend_idx on friendships (friend_id)`.execute(db);
  await snapExistingRows(db);
}

async function snapExistingRows(db: Kysely<unknown>) {
  const { rows } = await sql<{ id: string; latitude: number; longitude: number; precision: string; place_id: string | null }>`
    select id, latitude, longitude, precision, place_id from profiles where latitude is not null and longitude is not null
  `.execute(db);
  const updates = [];
  for (const row of rows) updates.push({ id: row.id, ...(await snapStoredLocation(row)) });
  for (let start = 0; start < updates.length; start += 2000) {
    const batch = JSON.stringify(updates.slice(start, start + 2000));
    await sql`
      update profiles p set latitude = v.latitude, longitude = v.longitude, location_cell = v.cell
      from json_to_recordset(${batch}::json) as v(id uuid, latitude double precision, longitude double precision, cell text)
      where p.id = v.id
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop index if exists profiles_pos_idx, profiles_place_idx, profiles_country_idx, profiles_display_name_trgm_idx,
      profile_hides_hidden_idx, friendships_friend_idx;
    alter table profiles drop column if exists pos, drop column if exists location_cell;
  `.execute(db);
}
