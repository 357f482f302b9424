import { sql, type Kysely } from 'kysely';

/**
 * The treatment each member chose for an experiment, kept by the server so the choice follows them to every
 * device and the server can refuse one they may not make (a team-only experiment chosen by a member).
 * No row means control.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table experiment_choices (
      profile_id uuid not null references profiles(id) on delete cascade,
      experiment_key text not null references experiments(key) on delete cascade,
      treatment text not null,
      chosen_at timestamptz not null default now(),
      primary key (profile_id, experiment_key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table experiment_choices`.execute(db);
}
