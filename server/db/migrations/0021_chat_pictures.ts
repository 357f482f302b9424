import { sql, type Kysely } from 'kysely';

/**
 * Pictures in chat messages. An upload is stored as any picture is (the images table, re-encoded and stripped of
 * metadata) and then linked to the one message that carries it, in the order it was attached; the link is what
 * makes the picture a room's, served only to the room's members. `is_explicit` is the sender's rating of the
 * message's pictures, and `blur_unreplied_pictures` the recipient's choice to blur pictures from people they
 * have not replied to.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table chat_message_pictures (
      image_uuid uuid primary key references images(uuid) on delete cascade,
      message_id uuid not null references chat_messages(id) on delete cascade,
      position smallint not null,
      is_explicit boolean not null default false,
      unique (message_id, position)
    );
  `.execute(db);
  await sql`alter table profiles add column blur_unreplied_pictures boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table profiles drop column blur_unreplied_pictures`.execute(db);
  await sql`drop table chat_message_pictures`.execute(db);
}
