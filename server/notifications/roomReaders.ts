import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';

/** An open room subscription refreshes its row this often; a row not refreshed for READER_STALE_MS is from a lost socket. */
export const READER_REFRESH_MS = 60_000;
const READER_STALE_MS = 3 * READER_REFRESH_MS;

/** Records that a member has a room open (a chatRoom subscription), on whichever server holds the socket. */
export async function startReading(db: DB, profileId: string, roomId: string) {
  const id = randomUUID();
  await db.insertInto('chat_room_readers').values({ id, profile_id: profileId, room_id: roomId, seen_at: new Date() }).execute();
  return id;
}

export async function stillReading(db: DB, readerId: string) {
  await db.updateTable('chat_room_readers').set({ seen_at: new Date() }).where('id', '=', readerId).execute();
}

export async function stopReading(db: DB, readerId: string) {
  await db.deleteFrom('chat_room_readers').where('id', '=', readerId).execute();
}

/** Whether the member has this room open now (a row refreshed recently; stale rows of a crashed server do not count). */
export async function isReading(db: DB, profileId: string, roomId: string) {
  const row = await db
    .selectFrom('chat_room_readers')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('room_id', '=', roomId)
    .where('seen_at', '>', new Date(Date.now() - READER_STALE_MS))
    .executeTakeFirst();
  return Boolean(row);
}

/** Rows a crashed or killed server left behind (a live one refreshes its rows every minute). */
export async function pruneStaleReaders(db: DB) {
  await db
    .deleteFrom('chat_room_readers')
    .where('seen_at', '<', new Date(Date.now() - READER_STALE_MS))
    .execute();
}
