import { sql, type Kysely } from 'kysely';

/**
 * Notifications a chat message owes, written in the message's own statement and turned into notifications and
 * pushes after the sender has their answer. A row stays until its notification is stored, so a server that stops
 * in between leaves it for the next one (each server looks at start-up, and takes rows whose lease ran out).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table notification_outbox (
      id uuid primary key,
      kind text not null,
      recipient_id uuid not null references profiles(id) on delete cascade,
      actor_id uuid not null references profiles(id) on delete cascade,
      room_id uuid not null references chat_rooms(id) on delete cascade,
      created_at timestamptz not null,
      lease_until timestamptz not null
    );
    create index notification_outbox_lease_idx on notification_outbox (lease_until);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table notification_outbox`.execute(db);
}
