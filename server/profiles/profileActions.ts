import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { findPrivateRoom, roomFor } from '../chat/rooms.ts';
import type { ProfileAccess } from './visibility.ts';

/** Whether the viewer may do something with a profile and, when not, why: shown beside the disabled control. */
export interface ActionPermission {
  allowed: boolean;
  reason: string | null;
}

const allowed: ActionPermission = { allowed: true, reason: null };
const refused = (reason: string): ActionPermission => ({ allowed: false, reason });

/** The owner's startChat setting in words, for a member it does not admit (SPEC §5). */
function startChatReason(owner: ProfileRow) {
  switch (owner.start_chat) {
    case 'LIKED':
      return `${owner.display_name} only takes chats from members they liked.`;
    case 'MUTUALS':
      return `${owner.display_name} only takes chats from mutual likes.`;
    case 'FRIENDS':
      return `${owner.display_name} only takes chats from friends.`;
    default:
      return `${owner.display_name} isn't taking new chats.`;
  }
}

/**
 * Chat: a room already under way stays open to a member the viewer may still see, whatever the owner's startChat
 * says now (the server checks startChat only before a room's first message); otherwise mayStartChat() decides.
 */
export async function chatPermission(db: DB, access: ProfileAccess, viewer: ProfileRow, owner: ProfileRow): Promise<ActionPermission> {
  if (access.isSelf) return refused("You can't chat with yourself.");
  if (!access.canView) return refused("You can't chat with this member.");
  if (access.canStartChat) return allowed;
  const roomId = await findPrivateRoom(db, viewer.id, owner.id);
  const room = roomId ? await roomFor(db, roomId, viewer.id) : null;
  if (room && (room.last_seq_id > 0 || room.status !== 'JOINED')) return allowed;
  return refused(startChatReason(owner));
}

/** Likes (of the profile and its images) need only a profile the viewer may see that is not their own. */
export function likePermission(access: ProfileAccess): ActionPermission {
  if (access.isSelf) return refused("You can't like your own profile.");
  if (!access.canView) return refused("You can't like this member.");
  return allowed;
}
