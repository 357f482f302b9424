import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { isUuid } from '../uuid.ts';

/** A profile image joined with its uploaded image, as the ProfileImage resolvers receive it. */
export interface ProfileImageSource {
  id: string;
  profile_id: string;
  access_permission: string;
  is_ad: boolean;
  type: string;
  sona_id: string | null;
  image_uuid: string;
  content_rating: string;
  width: number;
  height: number;
  blur_hash: string;
  created_at: Date;
  alt_text?: string | null;
}

/** Profile images with the columns of their uploaded image; callers narrow it with where clauses. */
export function profileImagesQuery(db: DB) {
  return db
    .selectFrom('profile_images')
    .innerJoin('images', 'images.uuid', 'profile_images.image_uuid')
    .select([
      'profile_images.id',
      'profile_images.profile_id',
      'profile_images.access_permission',
      'profile_images.is_ad',
      'profile_images.type',
      'profile_images.sona_id',
      'profile_images.image_uuid',
      'profile_images.created_at',
      'profile_images.alt_text',
      'images.content_rating',
      'images.width',
      'images.height',
      'images.blur_hash',
    ]);
}

/**
 * The select-list entry that hands over the primary pictures (main and After Dark) of each profile `p` in the same
 * statement, as one JSON text: the columns of profileImagesQuery. Read it with primaryImagesFrom.
 */
export const primaryImagesJson = sql<string>`(
  select coalesce(json_agg(json_build_object(
    'id', pi.id, 'profile_id', pi.profile_id, 'access_permission', pi.access_permission, 'is_ad', pi.is_ad,
    'type', pi.type, 'sona_id', pi.sona_id, 'image_uuid', pi.image_uuid, 'created_at', pi.created_at,
    'alt_text', pi.alt_text, 'content_rating', i.content_rating, 'width', i.width, 'height', i.height,
    'blur_hash', i.blur_hash
  )), '[]')::text
  from profile_images pi join images i on i.uuid = pi.image_uuid
  where pi.id in (p.primary_image_id, p.primary_image_ad_id)
)`;

/** The images primaryImagesJson selected, as profileImagesQuery reads them. */
export function primaryImagesFrom(text: unknown): ProfileImageSource[] {
  const images = JSON.parse(String(text)) as (Omit<ProfileImageSource, 'created_at'> & { created_at: string })[];
  return images.map((image) => ({ ...image, created_at: new Date(image.created_at) }));
}

/** One profile image, or undefined. */
export function profileImageById(db: DB, id: string): Promise<ProfileImageSource | undefined> {
  return profileImagesQuery(db).where('profile_images.id', '=', id).executeTakeFirst();
}

/** Profile images in the order asked for, undefined for an unknown (or malformed) id. */
export async function profileImagesByIds(db: DB, ids: readonly string[]): Promise<(ProfileImageSource | undefined)[]> {
  const valid = ids.filter((id) => isUuid(id));
  const rows = valid.length ? await profileImagesQuery(db).where('profile_images.id', 'in', valid).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}

/** An owner's gallery (main or After Dark), newest first. */
export function galleryOf(db: DB, ownerId: string, isAd: boolean) {
  return profileImagesQuery(db)
    .where('profile_images.profile_id', '=', ownerId)
    .where('profile_images.is_ad', '=', isAd)
    .orderBy('profile_images.created_at', 'desc')
    .orderBy('profile_images.id')
    .execute();
}

/** The images linked to a fursona, newest first. */
export function imagesOfSona(db: DB, sonaId: string) {
  return profileImagesQuery(db)
    .innerJoin('sona_images', 'sona_images.profile_image_id', 'profile_images.id')
    .where('sona_images.sona_id', '=', sonaId)
    .orderBy('profile_images.created_at', 'desc')
    .execute();
}

/** The first fursona an image is linked to, or null. */
export async function sonaOfImage(db: DB, profileImageId: string) {
  const row = await db
    .selectFrom('sona_images')
    .innerJoin('sonas', 'sonas.id', 'sona_images.sona_id')
    .selectAll('sonas')
    .where('sona_images.profile_image_id', '=', profileImageId)
    .orderBy('sonas.created_at')
    .executeTakeFirst();
  return row ?? null;
}

/** Whether the image is its owner's primary picture (main or After Dark). */
export async function isPrimaryImage(db: DB, image: { id: string; profile_id: string }) {
  const owner = await db
    .selectFrom('profiles')
    .select(['primary_image_id', 'primary_image_ad_id'])
    .where('id', '=', image.profile_id)
    .executeTakeFirst();
  return owner?.primary_image_id === image.id || owner?.primary_image_ad_id === image.id;
}

/** Whether a profile image still exists (moderation shows removed evidence as removed). */
export async function profileImageExists(db: DB, id: string) {
  return Boolean(await db.selectFrom('profile_images').select('id').where('id', '=', id).executeTakeFirst());
}

/** The uploaded image behind a profile image, as staff see reported evidence. */
export function uploadedImageOf(db: DB, profileImageId: string) {
  return db
    .selectFrom('profile_images')
    .innerJoin('images', 'images.uuid', 'profile_images.image_uuid')
    .select(['images.uuid', 'images.content_rating', 'images.width', 'images.height', 'images.blur_hash'])
    .where('profile_images.id', '=', profileImageId)
    .executeTakeFirst();
}

/** One profile image; throws when there is none (a payload after a write that just made it). */
export function profileImageOrThrow(db: DB, id: string): Promise<ProfileImageSource> {
  return profileImagesQuery(db).where('profile_images.id', '=', id).executeTakeFirstOrThrow();
}

/** The owner's own images, newest first; isAd narrows to one gallery, null or undefined gives both. */
export function ownImages(db: DB, ownerId: string, isAd?: boolean | null) {
  let query = profileImagesQuery(db).where('profile_images.profile_id', '=', ownerId);
  if (isAd != null) query = query.where('profile_images.is_ad', '=', isAd);
  return query.orderBy('profile_images.created_at', 'desc').orderBy('profile_images.id').execute();
}

/** One of the owner's own images, or undefined (another member's reads as missing). */
export function ownImage(db: DB, ownerId: string, id: string) {
  return profileImagesQuery(db).where('profile_images.id', '=', id).where('profile_images.profile_id', '=', ownerId).executeTakeFirst();
}

/** Those of the given ids that are the owner's own images. */
export function ownImagesByIds(db: DB, ownerId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return profileImagesQuery(db).where('profile_images.id', 'in', ids).where('profile_images.profile_id', '=', ownerId).execute();
}

/** The owner's profile image that shows an uploaded image, if any. */
export function ownImageOfUpload(db: DB, ownerId: string, imageUuid: string) {
  return profileImagesQuery(db)
    .where('profile_images.image_uuid', '=', imageUuid)
    .where('profile_images.profile_id', '=', ownerId)
    .executeTakeFirst();
}

/** An uploaded image by uuid; throws when there is none. */
export function uploadedImageByUuid(db: DB, uuid: string) {
  return db.selectFrom('images').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}
