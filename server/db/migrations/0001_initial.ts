import { sql, type Kysely } from 'kysely';

/** The whole data model of SPEC §3. Enumerations are stored as their GraphQL names (e.g. 'PUBLIC'). */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table profiles (
      id uuid primary key,
      email text unique,
      display_name text not null default '',
      username text unique,
      date_of_birth date,
      roles text[] not null default '{}',
      onboarded_at timestamptz,
      is_ad_opt_in boolean not null default false,
      is_explicit_opt_in boolean not null default false,
      is_hard_opt_in boolean not null default false,
      is_hidden boolean not null default false,
      banned_at timestamptz,
      deleted_at timestamptz,
      share_hash text not null,
      primary_image_id uuid,
      primary_image_ad_id uuid,
      header_image_id uuid,
      header_image_ad_id uuid,
      view_profile text not null default 'PUBLIC',
      view_age text not null default 'PUBLIC',
      start_chat text not null default 'PUBLIC',
      view_kinks text not null default 'PUBLIC',
      view_ad text not null default 'PUBLIC',
      show_last_online boolean not null default true,
      biography text,
      genders text[] not null default '{}',
      languages text[] not null default '{}',
      relationship_status text,
      sexual_orientation text,
      ad_biography text,
      sex_positions text[] not null default '{}',
      behaviour text,
      safe_sex text,
      can_host boolean,
      location_type text not null default 'MANUAL',
      precision text not null default 'CITY',
      latitude double precision,
      longitude double precision,
      place_id text,
      place text,
      region text,
      country text,
      country_code text,
      home_place_id text,
      home_place text,
      last_online_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index profiles_display_name_idx on profiles (lower(display_name));

    create table account_providers (
      profile_id uuid not null references profiles(id) on delete cascade,
      type text not null,
      value text not null,
      created_at timestamptz not null default now(),
      primary key (type, value)
    );
    create index account_providers_profile_idx on account_providers (profile_id);

    create table login_codes (
      id uuid primary key,
      email text not null,
      code_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index login_codes_email_idx on login_codes (email, created_at desc);

    create table access_tokens (
      token_hash text primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index access_tokens_profile_idx on access_tokens (profile_id);

    create table rate_limit_hits (
      key text not null,
      at timestamptz not null default now()
    );
    create index rate_limit_hits_key_idx on rate_limit_hits (key, at);

    create table dev_mailbox (
      id bigserial primary key,
      "to" text not null,
      subject text not null,
      text text not null,
      sent_at timestamptz not null default now()
    );

    create table images (
      uuid uuid primary key,
      owner_id uuid references profiles(id) on delete cascade,
      blob_key text not null,
      content_rating text not null default 'SAFE',
      width integer not null,
      height integer not null,
      blur_hash text not null,
      created_at timestamptz not null default now()
    );

    create table species (
      id serial primary key,
      display_name text not null unique,
      popularity integer not null default 0
    );

    create table sonas (
      id uuid primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      display_name text not null,
      species_id integer not null references species(id),
      has_fursuit boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index sonas_profile_idx on sonas (profile_id);

    create table profile_images (
      id uuid primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      image_uuid uuid not null references images(uuid) on delete cascade,
      access_permission text not null default 'PUBLIC',
      is_ad boolean not null default false,
      type text not null default 'OTHER',
      sona_id uuid references sonas(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index profile_images_profile_idx on profile_images (profile_id, created_at desc);

    create table sona_images (
      sona_id uuid not null references sonas(id) on delete cascade,
      profile_image_id uuid not null references profile_images(id) on delete cascade,
      primary key (sona_id, profile_image_id)
    );

    create table image_likes (
      profile_image_id uuid not null references profile_images(id) on delete cascade,
      profile_id uuid not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (profile_image_id, profile_id)
    );

    create table kinks (
      id serial primary key,
      display_name text not null unique,
      category_name text not null,
      is_verified boolean not null default true,
      is_single_player boolean not null default false,
      is_hard boolean not null default false
    );

    create table profile_kinks (
      profile_id uuid not null references profiles(id) on delete cascade,
      kink_id integer not null references kinks(id) on delete cascade,
      pleasure_give integer,
      pleasure_receive integer,
      primary key (profile_id, kink_id)
    );

    create table interests (
      id serial primary key,
      interest text not null unique,
      popularity integer not null default 0
    );

    create table profile_interests (
      profile_id uuid not null references profiles(id) on delete cascade,
      interest_id integer not null references interests(id) on delete cascade,
      is_hobby boolean not null default false,
      primary key (profile_id, interest_id, is_hobby)
    );

    create table social_accounts (
      id uuid primary key,
      profile_id uuid not null references profiles(id) on delete cascade,
      social_network text not null,
      value text not null,
      display_name text,
      url text,
      is_verified boolean not null default false,
      access_permission text not null default 'PUBLIC'
    );
    create index social_accounts_profile_idx on social_accounts (profile_id);

    create table groups (
      uuid uuid primary key,
      display_name text not null,
      is_ad boolean not null default false,
      is_verified boolean not null default false,
      image_uuid uuid references images(uuid) on delete set null
    );

    create table profile_groups (
      profile_id uuid not null references profiles(id) on delete cascade,
      group_uuid uuid not null references groups(uuid) on delete cascade,
      thread_count integer not null default 0,
      reply_count integer not null default 0,
      primary key (profile_id, group_uuid)
    );

    create table events (
      uuid uuid primary key,
      display_name text not null,
      is_ad boolean not null default false,
      begin_at timestamptz not null,
      end_at timestamptz not null,
      image_uuid uuid references images(uuid) on delete set null
    );

    create table profile_events (
      profile_id uuid not null references profiles(id) on delete cascade,
      event_uuid uuid not null references events(uuid) on delete cascade,
      is_waiting_list boolean not null default false,
      primary key (profile_id, event_uuid)
    );

    create table likes (
      liker_id uuid not null references profiles(id) on delete cascade,
      liked_id uuid not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (liker_id, liked_id)
    );
    create index likes_liked_idx on likes (liked_id);

    -- Friendship is mutual and stored once per direction, so a lookup needs one index.
    create table friendships (
      profile_id uuid not null references profiles(id) on delete cascade,
      friend_id uuid not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (profile_id, friend_id)
    );

    create table blocks (
      blocker_id uuid not null references profiles(id) on delete cascade,
      blocked_id uuid not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id)
    );
    create index blocks_blocked_idx on blocks (blocked_id);

    create table profile_hides (
      profile_id uuid not null references profiles(id) on delete cascade,
      hidden_id uuid not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (profile_id, hidden_id)
    );

    create table chat_rooms (
      id uuid primary key,
      type text not null default 'PRIVATE',
      title text,
      image_uuid uuid references images(uuid) on delete set null,
      last_seq_id integer not null default 0,
      last_message_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table chat_participants (
      room_id uuid not null references chat_rooms(id) on delete cascade,
      profile_id uuid not null references profiles(id) on delete cascade,
      status text not null default 'JOINED',
      is_archived boolean not null default false,
      is_removed boolean not null default false,
      last_read_seq_id integer not null default 0,
      last_read_at timestamptz,
      joined_at timestamptz not null default now(),
      primary key (room_id, profile_id)
    );
    create index chat_participants_profile_idx on chat_participants (profile_id);

    create table chat_messages (
      id uuid primary key,
      room_id uuid not null references chat_rooms(id) on delete cascade,
      seq_id integer not null,
      profile_id uuid references profiles(id) on delete set null,
      client_id text,
      content text,
      system_action text,
      created_at timestamptz not null default now(),
      updated_at timestamptz,
      deleted_at timestamptz,
      unique (room_id, seq_id),
      unique (room_id, profile_id, client_id)
    );

    create table news_items (
      id uuid primary key,
      title text not null,
      slug text not null unique,
      category text not null,
      audiences text[] not null default '{EVERYONE}',
      content text not null,
      show_on_news_feed boolean not null default true,
      show_on_home_page boolean not null default false,
      published_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table news_dismissals (
      profile_id uuid not null references profiles(id) on delete cascade,
      news_id uuid not null references news_items(id) on delete cascade,
      primary key (profile_id, news_id)
    );

    create table feature_flags (
      key text primary key,
      title text not null,
      description text,
      enabled_targets text[] not null default '{}'
    );

    create table experiments (
      key text primary key,
      name text not null,
      type text not null default 'TEAM',
      treatments jsonb not null default '[]',
      control text not null default '0'
    );

    create table boop_balances (
      profile_id uuid primary key references profiles(id) on delete cascade,
      balance integer not null default 0,
      is_enabled boolean not null default false,
      next_replenish_at timestamptz
    );

    create table boop_transfers (
      id bigserial primary key,
      from_id uuid references profiles(id) on delete set null,
      to_id uuid references profiles(id) on delete set null,
      amount integer not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop schema public cascade; create schema public;`.execute(db);
}
