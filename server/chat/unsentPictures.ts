import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import { discardStoredImage, removeUploads } from '../images/store.ts';

/** How long a chat picture may wait for the message that carries it before it is removed: a day. */
export const UNSENT_PICTURE_KEPT_MS = 24 * 60 * 60 * 1000;

/** Notes a picture just uploaded for a message not sent yet; if that fails, the upload is taken back. */
export async function noteUnsentPicture(db: DB, pictures: PictureStore, imageUuid: string) {
  try {
    await db.insertInto('chat_picture_uploads').values({ image_uuid: imageUuid, uploaded_at: new Date() }).execute();
  } catch (error) {
    await discardStoredImage(db, pictures, imageUuid).catch(() => {});
    throw error;
  }
}

/** The pictures a message now carries are no longer waiting (inside the send's transaction). */
export async function picturesSent(trx: DB, imageUuids: string[]) {
  await trx.deleteFrom('chat_picture_uploads').where('image_uuid', 'in', imageUuids).execute();
}

/**
 * Removes the chat pictures uploaded over a day before `now` that no message carries (the member closed the tab
 * or took the attachment off): their rows, then their files. Returns how many. A send naming one afterwards is
 * told the picture is no longer there.
 */
export async function sweepUnsentPictures(db: DB, pictures: PictureStore, now = new Date()) {
  const cutoff = new Date(now.getTime() - UNSENT_PICTURE_KEPT_MS);
  const removed = await db
    .deleteFrom('images')
    .where('uuid', 'in', db.selectFrom('chat_picture_uploads').select('image_uuid').where('uploaded_at', '<', cutoff))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('chat_message_pictures as p').select('p.image_uuid').whereRef('p.image_uuid', '=', 'images.uuid'))),
    )
    // An upload has a file of its own (blob_key = uuid): no other image shares it.
    .where(sql<boolean>`blob_key = uuid::text`)
    .returning('blob_key')
    .execute();
  await removeUploads(
    pictures,
    removed.map((row) => row.blob_key),
  );
  return removed.length;
}
