import { sql, type Kysely } from 'kysely';

/**
 * Search inside a conversation matches words with PostgreSQL's full-text search over the 'simple' configuration
 * (no language's stemming or stop words: members write in many languages and in slang). The GIN index over the
 * same expression the search uses lets a rare word be found without reading a long room's every message.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index chat_messages_content_search_idx on chat_messages using gin (to_tsvector('simple', content))`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index chat_messages_content_search_idx`.execute(db);
}
