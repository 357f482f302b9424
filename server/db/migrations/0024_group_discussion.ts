import { sql, type Kysely } from 'kysely';

/**
 * A group's discussion: threads (a title and a text) and their replies. A post is deleted softly (its author,
 * the thread's author or a moderator of the group) so a report filed about it can still be judged; staff
 * removing it also takes its words away. Threads are read newest activity first and replies oldest first,
 * each by an index that holds only the posts still standing. A report can name a post as its evidence, a reply
 * to a member's thread notifies them (one unread notification a thread, its count rising, as chat's messages
 * do), and members choose whether it reaches their devices.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table group_threads (
      id uuid primary key,
      group_uuid uuid not null references groups(uuid) on delete cascade,
      author_id uuid not null references profiles(id) on delete cascade,
      title text check (char_length(title) <= 120),
      content text check (char_length(content) <= 4000),
      reply_count integer not null default 0,
      created_at timestamptz not null default now(),
      last_activity_at timestamptz not null default now(),
      deleted_at timestamptz,
      removed_at timestamptz
    );
    create index group_threads_activity_idx on group_threads (group_uuid, last_activity_at desc, id desc) where deleted_at is null;
    create index group_threads_author_idx on group_threads (author_id, group_uuid) where deleted_at is null;
    create table group_replies (
      id uuid primary key,
      thread_id uuid not null references group_threads(id) on delete cascade,
      group_uuid uuid not null references groups(uuid) on delete cascade,
      author_id uuid not null references profiles(id) on delete cascade,
      content text check (char_length(content) <= 4000),
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      removed_at timestamptz
    );
    create index group_replies_oldest_idx on group_replies (thread_id, created_at, id) where deleted_at is null;
    create index group_replies_author_idx on group_replies (author_id, group_uuid) where deleted_at is null;

    alter table reports add column group_thread_id uuid references group_threads(id) on delete set null;
    alter table reports add column group_reply_id uuid references group_replies(id) on delete set null;

    alter table notifications add column group_thread_id uuid references group_threads(id) on delete cascade;
    create unique index notifications_one_unread_group_reply_idx on notifications (recipient_id, group_thread_id)
      where kind = 'GROUP_REPLY' and read_at is null;
    alter table notification_outbox alter column room_id drop not null;
    alter table notification_outbox add column group_thread_id uuid references group_threads(id) on delete cascade;
    alter table notification_preferences add column group_replies boolean not null default true;
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table notification_preferences drop column group_replies;
    alter table notification_outbox drop column group_thread_id;
    delete from notification_outbox where room_id is null;
    alter table notification_outbox alter column room_id set not null;
    drop index notifications_one_unread_group_reply_idx;
    alter table notifications drop column group_thread_id;
    alter table reports drop column group_reply_id;
    alter table reports drop column group_thread_id;
    drop table group_replies;
    drop table group_threads;
  `.execute(db);
}
