import { sql, type Kysely } from 'kysely';

/**
 * Members' emoji reactions to chat messages: one row per member per emoji per message (the primary key), so a
 * repeated reaction stores nothing more. They go with the message, and with the member's account.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table chat_message_reactions (
      message_id uuid not null references chat_messages(id) on delete cascade,
      profile_id uuid not null references profiles(id) on delete cascade,
      emoji text not null,
      created_at timestamptz not null default now(),
      primary key (message_id, profile_id, emoji)
    );
    create index chat_message_reactions_profile on chat_message_reactions (profile_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table chat_message_reactions`.execute(db);
}
