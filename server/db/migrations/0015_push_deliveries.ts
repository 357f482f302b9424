import { sql, type Kysely } from 'kysely';

/**
 * When a member's devices last buzzed for each topic (one other member and kind, or one chat room), so repeated
 * likes or a flood of messages buzz a device once per period however many server processes send.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table push_deliveries (
      profile_id uuid not null references profiles(id) on delete cascade,
      topic text not null,
      sent_at timestamptz not null,
      primary key (profile_id, topic)
    );
    create index push_deliveries_sent_idx on push_deliveries (sent_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table push_deliveries`.execute(db);
}
