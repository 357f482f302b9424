import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { isAdult } from '../profiles/age.ts';
import { isBlockedEitherWay, permits, relationBetween } from '../profiles/relations.ts';

/**
 * Why a member may not start a chat with another, or null when they may: the other's startChat privacy
 * checked against the other's relation to the viewer (SPEC §5), blocks either way, and no new chats
 * between a minor and an adult. Every reason says 'not allowed', which the client shows as no access.
 */
export async function startChatRefusal(db: DB, viewer: ProfileRow, other: ProfileRow): Promise<string | null> {
  if (viewer.id === other.id) return 'You are not allowed to start a chat with yourself.';
  if (other.deleted_at || other.banned_at || other.onboarded_at === null) return 'You are not allowed to chat with this profile.';
  if (isAdult(viewer.date_of_birth) !== isAdult(other.date_of_birth)) return 'You are not allowed to chat with this profile.';
  if (await isBlockedEitherWay(db, viewer.id, other.id)) return 'You are not allowed to chat with this profile.';
  const ownerToViewer = await relationBetween(db, other.id, viewer.id);
  if (!permits(other.start_chat, ownerToViewer, false)) return 'You are not allowed to start a chat with this profile.';
  return null;
}

/** Why a participant may not write into a room right now, or null: a block either way stops every message. */
export async function sendRefusal(db: DB, senderId: string, otherIds: string[]): Promise<string | null> {
  for (const otherId of otherIds) {
    if (await isBlockedEitherWay(db, senderId, otherId)) return 'You are not allowed to message this profile.';
  }
  return null;
}
