import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 17): what happened to a member while they were elsewhere, their push preferences and
 * devices, the server's VAPID key pair (kept here so every server process signs pushes alike), coarse
 * presence, and which members have a room open (so a message to a reader does not notify them).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table notifications (
      id uuid primary key,
      recipient_id uuid not null references profiles(id) on delete cascade,
      actor_id uuid not null references profiles(id) on delete cascade,
      kind text not null,
      room_id uuid references chat_rooms(id) on delete cascade,
      count integer not null default 1,
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index notifications_newest_idx on notifications (recipient_id, created_at desc, id desc);
    create index notifications_unread_idx on notifications (recipient_id) where read_at is null;
    create unique index notifications_one_unread_message_idx on notifications (recipient_id, room_id)
      where kind = 'MESSAGE' and read_at is null;
    create table notification_preferences (
      profile_id uuid primary key references profiles(id) on delete cascade,
      likes boolean not null default true,
      mutuals boolean not null default true,
      chat_requests boolean not null default true,
      messages boolean not null default true,
      not_while_active boolean not null default true
    );
    create table push_subscriptions (
      endpoint text primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now()
    );
    create index push_subscriptions_profile_idx on push_subscriptions (profile_id);
    create table server_keys (
      name text primary key,
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    );
    create table chat_room_readers (
      id uuid primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      room_id uuid not null references chat_rooms(id) on delete cascade,
      seen_at timestamptz not null
    );
    create index chat_room_readers_room_idx on chat_room_readers (room_id, profile_id);
    alter table profiles add column present_until timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table profiles drop column present_until;
    drop table chat_room_readers;
    drop table server_keys;
    drop table push_subscriptions;
    drop table notification_preferences;
    drop table notifications;
  `.execute(db);
}
