import { sql, type Kysely } from 'kysely';

/** The image server asks, for every request, which profile images show an image (to decide whether it is public). */
export async function up(db: Kysely<unknown>) {
  await sql`create index profile_images_image_idx on profile_images (image_uuid)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index profile_images_image_idx`.execute(db);
}
