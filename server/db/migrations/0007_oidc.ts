import { sql, type Kysely } from 'kysely';

/**
 * The embedded identity provider's state (SPEC §7 single sign-on): its grants, codes, tokens, sessions and
 * interactions, and the keys it signs with. Kept in the database so several server processes agree.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table oidc_payloads (
      model text not null,
      id text not null,
      payload text not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    );
    create index oidc_payloads_grant_idx on oidc_payloads (grant_id) where grant_id is not null;
    create index oidc_payloads_uid_idx on oidc_payloads (uid) where uid is not null;
    create index oidc_payloads_expires_idx on oidc_payloads (expires_at);

    create table oidc_keys (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table oidc_payloads; drop table oidc_keys`.execute(db);
}
