import { sql } from 'kysely';
import type { DB } from '../server/db/connect.ts';

/** The indexes on profiles the clone rebuilds: built once over the whole table instead of row by row. */
const PROFILE_INDEXES = {
  profiles_pos_age_idx: sql`create index profiles_pos_age_idx on profiles using gist (pos, date_of_birth)`,
  profiles_place_idx: sql`create index profiles_place_idx on profiles (place_id)`,
  profiles_country_idx: sql`create index profiles_country_idx on profiles (country_code)`,
  profiles_display_name_idx: sql`create index profiles_display_name_idx on profiles (lower(display_name))`,
  profiles_display_name_trgm_idx: sql`create index profiles_display_name_trgm_idx on profiles using gin (lower(display_name) gin_trgm_ops)`,
};

/**
 * Grows a seeded community to `total` profiles in SQL: each copy of a seeded member (never a demo login) gets a
 * new id, share hash, a position within about 20 km of the original and a birthday within 100 days of it, and
 * keeps everything else (pictures, privacy, filters' columns). A million takes minutes where the seeder takes hours.
 */
export async function cloneProfiles(db: DB, total: number) {
  const { count } = (await sql<{ count: string }>`select count(*) as count from profiles`.execute(db)).rows[0];
  const seeded = Number(count);
  if (seeded >= total) return 0;
  const kept = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_name = 'profiles' and is_generated = 'NEVER'
      and column_name not in ('id', 'email', 'username', 'share_hash', 'latitude', 'longitude', 'date_of_birth')
    order by ordinal_position
  `.execute(db);
  const columns = kept.rows.map((row) => sql.ref(row.name));
  const copied = kept.rows.map((row) => sql.ref(`p.${row.name}`));
  for (const name of Object.keys(PROFILE_INDEXES)) await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  await sql`
    insert into profiles (id, share_hash, latitude, longitude, date_of_birth, ${sql.join(columns)})
    select gen_random_uuid(), md5(random()::text), p.latitude + (random() - 0.5) * 0.4, p.longitude + (random() - 0.5) * 0.4,
      p.date_of_birth + (random() * 200 - 100)::int, ${sql.join(copied)}
    from profiles p cross join generate_series(1, ${Math.ceil((total - seeded) / seeded)}) as copy
    where p.email is null or p.email not like '%@example.com'
    limit ${total - seeded}
  `.execute(db);
  for (const create of Object.values(PROFILE_INDEXES)) await create.execute(db);
  return total - seeded;
}
