import { sql, type Kysely } from 'kysely';

/**
 * A report can name an event as its evidence (eventReport), with its host as the reported member; staff removing it
 * cancel the event. An event is never deleted by a member, so the link stays while the report is judged.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table reports add column event_uuid uuid references events(uuid) on delete set null;
    create index reports_event_idx on reports (event_uuid) where event_uuid is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop index reports_event_idx;
    alter table reports drop column event_uuid;
  `.execute(db);
}
