import { sql, type Kysely } from 'kysely';

/** Email links waiting for their owner to click the verification link (SPEC §2 account/email-link). */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table email_links (
      token_hash text primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      email text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index email_links_profile_idx on email_links (profile_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table email_links`.execute(db);
}
