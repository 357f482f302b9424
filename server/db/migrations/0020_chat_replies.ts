import { sql, type Kysely } from 'kysely';

/**
 * The message a chat message replies to. It is kept as a seqId of the same room, not a message id, so a reply can
 * only ever point into its own room: the quote is read with the room the reader was already allowed into.
 * No foreign key: the send checks the original in the statement that stores the reply, and messages are never
 * removed one by one (a deleted one keeps its row without its text).
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table chat_messages add column reply_to_seq_id integer`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table chat_messages drop column reply_to_seq_id`.execute(db);
}
