import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { badInput, forbidden, graphqlError, notFound } from '../errors.ts';
import { decodeDataUrl } from './dataUrl.ts';
import { checkRoomForPicture, lockPictures } from './pictureCap.ts';
import { discardStoredImage, ImageRejected, ingestJpeg, removeUploads } from './store.ts';
import { SAVE_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE, StorageUnavailable, logStorageFault, type PictureStore } from './pictureStore.ts';
import { SlotsBusy, uploadSlots } from './uploadSlots.ts';
import { isUuid } from '../uuid.ts';

export interface NewProfileImage {
  image: string;
  accessPermission: string;
  contentRating: string;
  isAd: boolean;
  type: string;
  altText?: string | null;
}

/** Long enough to describe a picture, short enough to be heard in one go. */
export const MAX_ALT_TEXT = 250;

/** The alt text to store: trimmed, null when blank; too long is refused in the member's words. */
export function altTextOf(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text.length > MAX_ALT_TEXT) throw badInput(`Alt text can be at most ${MAX_ALT_TEXT} characters.`);
  return text || null;
}

/** Ratings above Safe and After Dark images are for adults; After Dark ones also need the opt-in. */
function checkAllowed(owner: ProfileRow, contentRating: string, isAd: boolean) {
  if (contentRating !== 'SAFE' && !isAdult(owner.date_of_birth))
    throw forbidden('Only members aged 18 or over can post images rated above Safe.');
  if (isAd && !hasAfterDark(owner)) throw forbidden('Turn on After Dark to add After Dark images.');
}

export const UPLOADS_BUSY_MESSAGE = 'Snoot is busy with other pictures right now. Please try again in a moment.';

/**
 * Decodes, checks and stores an upload (a data URL), in one of the few upload slots; refusals in the member's
 * words. Every picture a member sends goes through here: gallery pictures and chat pictures alike.
 */
export async function storeUpload(db: DB, pictures: PictureStore, ownerId: string, input: { image: string; contentRating: string }) {
  try {
    return await uploadSlots.run(() =>
      ingestJpeg(db, pictures, decodeDataUrl(input.image), { ownerId, contentRating: input.contentRating }),
    );
  } catch (error) {
    if (error instanceof ImageRejected) throw badInput(error.message);
    if (error instanceof SlotsBusy) throw graphqlError('OVERLOADED', UPLOADS_BUSY_MESSAGE);
    if (error instanceof StorageUnavailable) {
      logStorageFault(error);
      throw graphqlError(STORAGE_UNAVAILABLE, SAVE_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}

/** Stores an uploaded JPEG and adds it to the owner's gallery; bad input, or a full gallery, stores nothing. */
export async function addProfileImage(db: DB, pictures: PictureStore, owner: ProfileRow, input: NewProfileImage) {
  checkAllowed(owner, input.contentRating, input.isAd);
  const altText = altTextOf(input.altText);
  // Checked before the costly decoding, and again where the picture is added, after any other upload of theirs.
  await checkRoomForPicture(db, owner.id);
  const stored = await storeUpload(db, pictures, owner.id, input);
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await lockPictures(trx, owner.id);
      await checkRoomForPicture(trx, owner.id);
      await trx
        .insertInto('profile_images')
        .values({
          id,
          profile_id: owner.id,
          image_uuid: stored.uuid,
          access_permission: input.accessPermission,
          is_ad: input.isAd,
          type: input.type,
          alt_text: altText,
        })
        .execute();
    });
  } catch (error) {
    await discardStoredImage(db, pictures, stored.uuid);
    throw error;
  }
  return id;
}

/** The viewer's own profile image; another member's reads as not found. */
export async function ownProfileImage(db: DB, ownerId: string, id: string | null) {
  const row = id
    ? await db.selectFrom('profile_images').selectAll().where('id', '=', id).where('profile_id', '=', ownerId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Image not found.');
  return row;
}

export async function setImageAccess(db: DB, ownerId: string, id: string | null, accessPermission: string) {
  const image = await ownProfileImage(db, ownerId, id);
  await db.updateTable('profile_images').set({ access_permission: accessPermission }).where('id', '=', image.id).execute();
  return image.id;
}

/** Replaces (or with blank text removes) the alt text of one of the owner's images. */
export async function setAltText(db: DB, ownerId: string, id: string | null, value: string | null | undefined) {
  const altText = altTextOf(value);
  const image = await ownProfileImage(db, ownerId, id);
  await db.updateTable('profile_images').set({ alt_text: altText }).where('id', '=', image.id).execute();
  return image.id;
}

/** Makes an image the primary (or header) image of the persona it belongs to. */
export async function setPersonaImage(db: DB, ownerId: string, id: string | null, slot: 'primary' | 'header') {
  const image = await ownProfileImage(db, ownerId, id);
  const column = `${slot}_image${image.is_ad ? '_ad' : ''}_id` as
    'primary_image_id' | 'primary_image_ad_id' | 'header_image_id' | 'header_image_ad_id';
  await db
    .updateTable('profiles')
    .set({ [column]: image.id })
    .where('id', '=', ownerId)
    .execute();
  return image.id;
}

/** Removes an image from the gallery; the file goes too when nothing else uses it. */
export async function removeProfileImage(db: DB, pictures: PictureStore, ownerId: string, id: string | null) {
  const image = await ownProfileImage(db, ownerId, id);
  const blob = await db.transaction().execute(async (trx) => {
    for (const column of ['primary_image_id', 'primary_image_ad_id', 'header_image_id', 'header_image_ad_id'] as const) {
      await trx
        .updateTable('profiles')
        .set({ [column]: null })
        .where('id', '=', ownerId)
        .where(column, '=', image.id)
        .execute();
    }
    await trx.deleteFrom('profile_images').where('id', '=', image.id).execute();
    const stillLinked = await trx.selectFrom('profile_images').select('id').where('image_uuid', '=', image.image_uuid).executeTakeFirst();
    if (stillLinked) return null;
    const deleted = await trx
      .deleteFrom('images')
      .where('uuid', '=', image.image_uuid)
      .where('owner_id', '=', ownerId)
      .returning('blob_key')
      .executeTakeFirst();
    if (!deleted) return null;
    const shared = await trx.selectFrom('images').select('uuid').where('blob_key', '=', deleted.blob_key).executeTakeFirst();
    return shared ? null : deleted.blob_key;
  });
  if (blob) await removeUploads(pictures, [blob]);
  return image.id;
}

/** Sets the rating of one of the viewer's uploaded images. */
export async function setContentRating(db: DB, owner: ProfileRow, uuid: string, contentRating: string) {
  if (!isUuid(uuid)) throw notFound('Image not found.');
  const image = await db
    .selectFrom('images')
    .select('uuid')
    .where('uuid', '=', uuid)
    // Only an image the member uploaded: a rating is shared by every gallery that shows the file.
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  if (!image) throw notFound('Image not found.');
  checkAllowed(owner, contentRating, false);
  await db.updateTable('images').set({ content_rating: contentRating }).where('uuid', '=', uuid).execute();
}
