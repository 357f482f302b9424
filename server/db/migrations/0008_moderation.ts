import { sql, type Kysely } from 'kysely';

/**
 * Member safety: reports members file about a profile (with the message or image they saw), the audit log
 * of what staff did about each, and the account suspension those actions can set.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table reports (
      id uuid primary key,
      reporter_id uuid not null references profiles(id) on delete cascade,
      profile_id uuid not null references profiles(id) on delete cascade,
      reason text not null,
      details text,
      message_id uuid references chat_messages(id) on delete set null,
      profile_image_id uuid,
      image_uuid uuid,
      status text not null default 'OPEN',
      created_at timestamptz not null default now()
    );
    create index reports_open_idx on reports (created_at desc, id desc) where status = 'OPEN';
    create table moderation_actions (
      id uuid primary key,
      report_id uuid not null references reports(id) on delete cascade,
      actor_id uuid not null references profiles(id),
      kind text not null,
      note text,
      suspended_until timestamptz,
      created_at timestamptz not null default now()
    );
    create index moderation_actions_report_idx on moderation_actions (report_id, created_at);
    alter table profiles add column suspended_until timestamptz;
    alter table profiles add column suspension_reason text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table moderation_actions;
    drop table reports;
    alter table profiles drop column suspended_until;
    alter table profiles drop column suspension_reason;
  `.execute(db);
}
