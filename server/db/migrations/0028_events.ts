import { sql, type Kysely } from 'kysely';
import { EARTH_RADIUS_KM } from '../../geo/geodesy.ts';

/**
 * Events members find, attend and plan for. An event belongs to the age pool of the member who made it (adult_pool)
 * and is seen by that pool only; its place is a gazetteer place with its coordinates (pos, as groups', for nearest
 * first) and an exact address the host may add for those going. Times are instants with the host's IANA zone.
 * sequence counts changes of time, place or status, so a re-downloaded calendar file replaces its entry.
 * An answer is GOING, INTERESTED or WAITING_LIST (profile_events.status; is_waiting_list is kept in step for the
 * profile's list); going_count is kept by every answer in the same transaction, so capacity is judged under the
 * event's row lock without counting. answered_at orders the waiting list, answer_seq breaks its ties.
 * Members choose who may see which events they attend (view_events).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table events
      add column description text not null default '',
      add column time_zone text not null default 'UTC',
      add column adult_pool boolean not null default true,
      add column place_id text,
      add column place text,
      add column region text,
      add column country text,
      add column country_code text,
      add column latitude double precision,
      add column longitude double precision,
      add column address text,
      add column capacity integer,
      add column going_count integer not null default 0,
      add column interested_count integer not null default 0,
      add column waiting_count integer not null default 0,
      add column host_id uuid references profiles(id) on delete set null,
      add column host_group_uuid uuid references groups(uuid) on delete set null,
      add column created_at timestamptz not null default now(),
      add column updated_at timestamptz not null default now(),
      add column cancelled_at timestamptz,
      add column sequence integer not null default 0;

    alter table events add column pos cube generated always as (
      case when latitude is null or longitude is null then null else cube(array[
        ${sql.lit(EARTH_RADIUS_KM)} * cos(radians(latitude)) * cos(radians(longitude)),
        ${sql.lit(EARTH_RADIUS_KM)} * cos(radians(latitude)) * sin(radians(longitude)),
        ${sql.lit(EARTH_RADIUS_KM)} * sin(radians(latitude))
      ]) end
    ) stored;

    alter table profile_events
      add column status text not null default 'GOING',
      add column answered_at timestamptz not null default now(),
      add column answer_seq bigserial;
    update profile_events set status = 'WAITING_LIST' where is_waiting_list;
    create index profile_events_event_idx on profile_events (event_uuid, status, answered_at, answer_seq);

    update events e set
      going_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'GOING'),
      waiting_count = (select count(*) from profile_events pe where pe.event_uuid = e.uuid and pe.status = 'WAITING_LIST');

    create index events_pos_idx on events using gist (pos) where cancelled_at is null;
    create index events_end_idx on events (end_at, begin_at, uuid);
    create index events_host_idx on events (host_id, created_at);
    create index events_host_group_idx on events (host_group_uuid) where host_group_uuid is not null;
    create index events_display_name_trgm_idx on events using gin (lower(display_name) gin_trgm_ops);

    alter table profiles add column view_events text not null default 'PUBLIC';
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table profiles drop column view_events;
    drop index events_display_name_trgm_idx;
    drop index events_host_group_idx;
    drop index events_host_idx;
    drop index events_end_idx;
    drop index events_pos_idx;
    drop index profile_events_event_idx;
    alter table profile_events drop column status, drop column answered_at, drop column answer_seq;
    alter table events
      drop column pos, drop column description, drop column time_zone, drop column adult_pool, drop column place_id,
      drop column place, drop column region, drop column country, drop column country_code, drop column latitude,
      drop column longitude, drop column address, drop column capacity, drop column going_count,
      drop column interested_count, drop column waiting_count, drop column host_id, drop column host_group_uuid,
      drop column created_at, drop column updated_at, drop column cancelled_at, drop column sequence;
  `.execute(db);
}
