import { sql, type Kysely } from 'kysely';

/**
 * A member's date of birth is set once, at onboarding; after that only staff correct it, and every
 * correction is kept here: who made it, when, the date before and after, and why.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table date_of_birth_corrections (
      id uuid primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      corrected_by uuid references profiles(id) on delete set null,
      corrected_at timestamptz not null default now(),
      old_date_of_birth date,
      new_date_of_birth date not null,
      reason text not null
    );
    create index date_of_birth_corrections_profile_idx on date_of_birth_corrections (profile_id, corrected_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table date_of_birth_corrections`.execute(db);
}
