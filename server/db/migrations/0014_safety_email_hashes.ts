import { sql, type Kysely } from 'kysely';

/**
 * Safety decisions outlive the account: a deleted account's login emails are kept here as keyed hashes (never
 * the address), each beside the account it belonged to, for as long as a decision on that account stands. An
 * account that later signs in with one of those emails is added beside them, so the decisions follow the email
 * to it and staff see the accounts together. Nothing is changed or removed in any existing table.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table safety_email_hashes (
      email_hash text not null,
      profile_id uuid not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (email_hash, profile_id)
    );
    create index safety_email_hashes_profile_idx on safety_email_hashes (profile_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table safety_email_hashes`.execute(db);
}
