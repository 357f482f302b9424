import type { DB } from '../db/connect.ts';
import { notAllowed } from '../errors.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { ProfileAccess } from '../profiles/visibility.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { roomFor } from './rooms.ts';
import type { RoomView } from './rows.ts';

/**
 * The member acting in chat and what chat's workflows use: the database, events, notifications, and the
 * member's access to another profile (server/profiles/visibility.ts, judged once per operation by the caller).
 */
export interface ChatCaller {
  db: DB;
  pubsub: SnootPubSub;
  notifier: Notifier;
  viewerId: string;
  accessTo(profileId: string): Promise<ProfileAccess | null>;
}

/** The caller's room as they see it, or the 'not allowed' refusal every non-participant gets (whether or not it exists). */
export async function roomOf(caller: ChatCaller, roomId: string): Promise<RoomView> {
  const room = await roomFor(caller.db, roomId, caller.viewerId);
  if (!room) throw notAllowed('You are not allowed to open this chat.');
  return room;
}
