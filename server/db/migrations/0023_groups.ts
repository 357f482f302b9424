import { sql, type Kysely } from 'kysely';

/**
 * Groups members find, join and run. A group belongs to the age pool of the member who made it (adult_pool) and
 * is seen by that pool only; its home place is a gazetteer place with its coordinates, for "nearest first".
 * member_count is kept by every membership change in the same transaction, so the directory sorts by size
 * without counting. A membership row with no role is a join request waiting for the group's moderators.
 * Members choose who may see which groups they are in (view_groups, like the other privacy settings).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table groups
      add column description text not null default '',
      add column rules text,
      add column join_policy text not null default 'OPEN',
      add column adult_pool boolean not null default true,
      add column place_id text,
      add column place text,
      add column region text,
      add column country text,
      add column country_code text,
      add column latitude double precision,
      add column longitude double precision,
      add column member_count integer not null default 0,
      add column created_by uuid references profiles(id) on delete set null,
      add column created_at timestamptz not null default now(),
      add column closed_at timestamptz;

    alter table profile_groups
      add column role text default 'MEMBER',
      add column joined_at timestamptz default now(),
      add column requested_at timestamptz;
    create index profile_groups_group_idx on profile_groups (group_uuid, joined_at);

    update groups g set member_count = (select count(*) from profile_groups pg where pg.group_uuid = g.uuid and pg.role is not null);

    create table group_bans (
      group_uuid uuid not null references groups(uuid) on delete cascade,
      profile_id uuid not null references profiles(id) on delete cascade,
      banned_by uuid references profiles(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (group_uuid, profile_id)
    );

    create table group_blocks (
      profile_id uuid not null references profiles(id) on delete cascade,
      group_uuid uuid not null references groups(uuid) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (profile_id, group_uuid)
    );

    create index groups_created_by_idx on groups (created_by, created_at);

    alter table profiles add column view_groups text not null default 'PUBLIC';
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table profiles drop column view_groups;
    drop table group_blocks;
    drop table group_bans;
    drop index groups_created_by_idx;
    drop index profile_groups_group_idx;
    alter table profile_groups drop column role, drop column joined_at, drop column requested_at;
    alter table groups
      drop column description, drop column rules, drop column join_policy, drop column adult_pool, drop column place_id,
      drop column place, drop column region, drop column country, drop column country_code, drop column latitude,
      drop column longitude, drop column member_count, drop column created_by, drop column created_at, drop column closed_at;
  `.execute(db);
}
