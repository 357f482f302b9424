import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
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
  viewerRow(): Promise<ProfileRow>;
  /** A profile by id (deleted and banned ones too: accessTo judges them), or undefined for an unused id. */
  profileOf(profileId: string): Promise<ProfileRow | undefined>;
  accessTo(profile: ProfileRow): Promise<ProfileAccess>;
}

/** The caller's access to another profile, or null for an id that belongs to no one. */
export async function accessToId(caller: ChatCaller, profileId: string) {
  const profile = await caller.profileOf(profileId);
  return profile ? { profile, access: await caller.accessTo(profile) } : null;
}

export const NOT_YOUR_ROOM = 'You are not allowed to open this chat.';

/** The caller's room as they see it, or the 'not allowed' refusal every non-participant gets (whether or not it exists). */
export async function roomOf(caller: ChatCaller, roomId: string): Promise<RoomView> {
  const room = await roomFor(caller.db, roomId, caller.viewerId);
  if (!room) throw notAllowed(NOT_YOUR_ROOM);
  return room;
}
