import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { badInput, forbidden } from '../errors.ts';
import { isAdult } from '../profiles/age.ts';
import { isUuid } from '../uuid.ts';
import { MAX_CHAT_PICTURES } from '../../shared/chatPictures.ts';
import { roomFor } from './rooms.ts';
import { roomOf, type ChatCaller } from './caller.ts';
import { storeUpload } from '../images/profileImages.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import { noteUnsentPicture, picturesSent } from './unsentPictures.ts';

export { MAX_CHAT_PICTURES };

export interface ChatPictureRow {
  image_uuid: string;
  message_id: string;
  position: number;
  is_explicit: boolean;
  width: number;
  height: number;
  blur_hash: string;
  /** The message's author and room, for whether the viewer sees the picture blurred. */
  author_id: string | null;
  room_id: string;
}

export const TOO_MANY_PICTURES = `A message can carry at most ${MAX_CHAT_PICTURES} pictures.`;
export const EXPLICIT_SENDER_ADULT = 'Only members aged 18 or over can send explicit pictures.';
export const EXPLICIT_SENDER_OPT_IN = 'Turn on explicit content in your content options to send explicit pictures.';
export const EXPLICIT_NOT_HERE = 'Explicit pictures can only be sent to members aged 18 or over who chose to see explicit content.';
const PICTURE_GONE = 'One of the pictures is no longer there. Please attach it again.';

/** The uuids a send names, checked for count and form before anything is read. */
export function pictureUuidsOf(uuids: readonly string[] | null | undefined): string[] {
  const list = [...new Set(uuids ?? [])];
  if (list.length > MAX_CHAT_PICTURES) throw badInput(TOO_MANY_PICTURES);
  if (list.some((uuid) => !isUuid(uuid))) throw badInput(PICTURE_GONE);
  return list;
}

/** An adult who chose to see explicit content (their content options). */
export const seesExplicit = (profile: ProfileRow) => isAdult(profile.date_of_birth) && profile.is_explicit_opt_in;

/**
 * An explicit rating is the sender's word about the pictures; it may only go into a room where the sender and
 * every other member are adults who chose to see explicit content (a minor never, nor an adult who did not opt in).
 */
export function checkExplicitAllowed(sender: ProfileRow, others: readonly ProfileRow[]) {
  if (!isAdult(sender.date_of_birth)) throw forbidden(EXPLICIT_SENDER_ADULT);
  if (!sender.is_explicit_opt_in) throw forbidden(EXPLICIT_SENDER_OPT_IN);
  if (others.some((other) => !seesExplicit(other))) throw forbidden(EXPLICIT_NOT_HERE);
}

/**
 * Links the sender's uploads to their message, in the order given, inside the send's transaction. Only the
 * sender's own uploads that no message or gallery carries yet: another member's upload, a profile picture or a
 * picture already sent reads as gone, so nobody can pass off (or reach) a picture that is not theirs to send.
 */
export async function linkPictures(trx: DB, messageId: string, senderId: string, uuids: string[], isExplicit: boolean) {
  const owned = await trx
    .selectFrom('images')
    .select('uuid')
    .where('uuid', 'in', uuids)
    .where('owner_id', '=', senderId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('chat_message_pictures as p').select('p.image_uuid').whereRef('p.image_uuid', '=', 'images.uuid'))),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('profile_images as g').select('g.id').whereRef('g.image_uuid', '=', 'images.uuid'))))
    .execute();
  if (owned.length !== uuids.length) throw badInput(PICTURE_GONE);
  await trx
    .insertInto('chat_message_pictures')
    .values(uuids.map((uuid, position) => ({ image_uuid: uuid, message_id: messageId, position, is_explicit: isExplicit })))
    .execute();
  await picturesSent(trx, uuids);
  // The rating travels with the file too, as a gallery picture's does.
  if (isExplicit) await trx.updateTable('images').set({ content_rating: 'EXPLICIT' }).where('uuid', 'in', uuids).execute();
}

/** The pictures of each message, in their order (one read for a page of messages). */
export async function picturesOfMessages(db: DB, messageIds: readonly string[]): Promise<ChatPictureRow[][]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('chat_message_pictures as p')
    .innerJoin('images as i', 'i.uuid', 'p.image_uuid')
    .innerJoin('chat_messages as m', 'm.id', 'p.message_id')
    .select(['p.image_uuid', 'p.message_id', 'p.position', 'p.is_explicit', 'i.width', 'i.height', 'i.blur_hash'])
    .select(['m.profile_id as author_id', 'm.room_id'])
    .where('p.message_id', 'in', messageIds)
    .orderBy('p.position')
    .execute();
  return messageIds.map((id) => rows.filter((row) => row.message_id === id));
}

/**
 * Whether `viewerId` may load the chat picture `uuid` now: null when the image is no chat picture; otherwise
 * true only while its message stands (not deleted, its author not suspended) and the viewer is in its room as
 * roomFor() sees rooms (not after leaving, not across a block or the adult/minor line).
 */
export async function mayLoadChatPicture(db: DB, uuid: string, viewerId: string | null): Promise<boolean | null> {
  const picture = await db
    .selectFrom('chat_message_pictures as p')
    .innerJoin('chat_messages as m', 'm.id', 'p.message_id')
    .leftJoin('profiles as author', 'author.id', 'm.profile_id')
    .select(['m.room_id', 'm.deleted_at', 'm.profile_id', 'author.banned_at'])
    .where('p.image_uuid', '=', uuid)
    .executeTakeFirst();
  if (!picture) return null;
  if (!viewerId || !isUuid(viewerId) || picture.deleted_at) return false;
  if (picture.banned_at && picture.profile_id !== viewerId) return false;
  return (await roomFor(db, picture.room_id, viewerId)) !== null;
}

/**
 * Stores a picture for a message the member is about to send in one of their rooms, through the same pipeline
 * as gallery pictures (re-encoded, metadata stripped, size and format limits, the upload slots). It reaches
 * nobody until a send links it; a stranger to the room is refused as for any room they are not in.
 */
export async function uploadChatPicture(caller: ChatCaller, pictures: PictureStore, roomId: string, image: string) {
  const room = await roomOf(caller, roomId);
  const stored = await storeUpload(caller.db, pictures, room.viewer_id, { image, contentRating: 'SAFE' });
  await noteUnsentPicture(caller.db, pictures, stored.uuid);
  return stored;
}

/** Whether the member has written in the room (a reply, for "blur pictures from people I haven't replied to"). */
export async function hasWrittenIn(db: DB, roomId: string, profileId: string) {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('room_id', '=', roomId)
    .where('profile_id', '=', profileId)
    .where('system_action', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
