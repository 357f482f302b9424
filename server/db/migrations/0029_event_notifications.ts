import { sql, type Kysely } from 'kysely';

/**
 * Event notifications (issue 32): a notification may be about an event (cancelled, moved, a waiting-list place,
 * a reminder), one unread a kind per event and member, so a host who moves the time again and again counts on one
 * row instead of filling the list. Members choose whether changes and reminders reach their devices.
 * jobs is the server's queue of work due at a time (reminders; announcing notifications written inside another
 * transaction): one row per key, so planning again replaces; a server takes a due row under `for update skip
 * locked` and sets fired_at in the transaction that does the work, so several servers fire each row once.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table notifications add column event_uuid uuid references events(uuid) on delete cascade;
    create unique index notifications_one_unread_event_idx on notifications (recipient_id, event_uuid, kind)
      where event_uuid is not null and read_at is null;
    alter table notification_preferences
      add column event_changes boolean not null default true,
      add column event_reminders boolean not null default true;
    create table jobs (
      id uuid primary key,
      kind text not null,
      key text not null unique,
      run_at timestamptz not null,
      payload jsonb not null default '{}',
      fired_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index jobs_due_idx on jobs (run_at) where fired_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table jobs;
    alter table notification_preferences drop column event_reminders, drop column event_changes;
    drop index notifications_one_unread_event_idx;
    alter table notifications drop column event_uuid;
  `.execute(db);
}
