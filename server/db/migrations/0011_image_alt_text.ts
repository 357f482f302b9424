import { sql, type Kysely } from 'kysely';

/** A member's own text alternative for each of their pictures (WCAG 1.1.1); null until they write one. */
export async function up(db: Kysely<unknown>) {
  await sql`alter table profile_images add column alt_text text`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table profile_images drop column alt_text`.execute(db);
}
