import { sql, type Kysely } from 'kysely';

/**
 * Editing a chat message: when it was last edited (shown to both sides as "edited"), and every text it had
 * before, kept for moderation only (a report of an edited message can be judged on what was first sent).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table chat_messages add column edited_at timestamptz;
    create table chat_message_edits (
      id uuid primary key,
      message_id uuid not null references chat_messages(id) on delete cascade,
      previous_content text not null,
      edited_at timestamptz not null
    );
    create index chat_message_edits_message on chat_message_edits (message_id, edited_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table chat_message_edits;
    alter table chat_messages drop column edited_at;
  `.execute(db);
}
