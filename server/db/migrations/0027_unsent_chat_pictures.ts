import { sql, type Kysely } from 'kysely';

/**
 * A chat picture is uploaded before the message that carries it is sent; one never sent (the tab closed, the
 * attachment removed) would stay on disk for good. Each upload is noted here until a message carries it, and a
 * sweep removes the ones left unsent for a day.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table chat_picture_uploads (
      image_uuid uuid primary key references images(uuid) on delete cascade,
      uploaded_at timestamptz not null
    );
    create index chat_picture_uploads_uploaded_at_idx on chat_picture_uploads (uploaded_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table chat_picture_uploads`.execute(db);
}
