import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';

/** Pictures a member keeps at most, both galleries together: room for every fursona and commission, not a flood. */
export const MAX_PICTURES = 100;

export const PICTURE_CAP_MESSAGE = `You have reached the limit of ${MAX_PICTURES} pictures. Delete one to add another.`;

/** Refuses in the member's words once their galleries hold MAX_PICTURES. */
export async function checkRoomForPicture(db: DB, ownerId: string) {
  const { count } = await db
    .selectFrom('profile_images')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_PICTURES) throw badInput(PICTURE_CAP_MESSAGE);
}

/** Waits for the owner's other picture additions to finish (inside a transaction), so the count stays true. */
export async function lockPictures(db: DB, ownerId: string) {
  await db.selectFrom('profiles').select('id').where('id', '=', ownerId).forUpdate().execute();
}
