import type { DB } from '../db/connect.ts';
import { markRoomRead } from './notifications.ts';
import { forgetRoomPushes } from './pushPeriods.ts';

/**
 * The member read the room: its unread notifications are answered, and the next message after this is a new
 * unread batch that buzzes their devices again. Takes a transaction's handle so it commits with what read the
 * room; returns the answered notifications' ids for the notifier to announce once that committed.
 */
export async function answerRoom(db: DB, recipientId: string, roomId: string) {
  const answered = await markRoomRead(db, recipientId, roomId);
  if (answered.length) await forgetRoomPushes(db, recipientId, roomId);
  return answered.map((row) => row.id);
}
