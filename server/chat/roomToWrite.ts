import { badInput, notAllowed } from '../errors.ts';
import { NOT_YOUR_ROOM, type ChatCaller } from './caller.ts';
import { roomWithMembers } from './rooms.ts';
import type { KnownPair } from '../notifications/notifier.ts';
import { profilesWithRelations } from '../profiles/relations.ts';
import { accessGiven, reverseAccess } from '../profiles/visibility.ts';
import { sendRefusal } from './permissions.ts';
import type { RoomView } from './rows.ts';

const OTHER_MEMBER_LEFT = 'The other member has left this chat.';

/**
 * The caller's room with its members, for an action that writes to it (send, edit, react): refused as not theirs
 * for a stranger, a member who left, a block or the adult/minor line (roomWithMembers). `memberIds` are those
 * still in it, the caller among them; `otherIds` the rest.
 */
export async function roomToWrite(caller: ChatCaller, roomId: string) {
  const found = await roomWithMembers(caller.db, roomId, caller.viewerId);
  if (!found) throw notAllowed(NOT_YOUR_ROOM);
  const { room, members } = found;
  const memberIds = members.filter((member) => member.status !== 'LEFT').map((member) => member.profile_id);
  const otherIds = memberIds.filter((id) => id !== room.viewer_id);
  return { room, members, memberIds, otherIds };
}

/**
 * Whether the caller may write to the others of the room now: someone is left to read it, and the send rule
 * admits each of them (checkMaySend, whose pairs it returns for the notifications).
 */
export async function checkMayWrite(caller: ChatCaller, room: RoomView, otherIds: string[]) {
  if (otherIds.length === 0) throw badInput(OTHER_MEMBER_LEFT);
  return checkMaySend(caller, room, otherIds);
}

/**
 * Each other member must be one the sender may see; before a room's first message, one who takes chats from
 * them. The sender's and the others' rows and their relations to the sender are one read, judged by the rules
 * as accessTo() judges them. Returns each pair the way a notification reads it: the other member as recipient,
 * with their access to the sender (reverseAccess of the sender's access to them).
 */
async function checkMaySend(caller: ChatCaller, room: RoomView, otherIds: string[]) {
  const firstMessage = room.last_seq_id === 0 && room.status === 'JOINED';
  const rows = await profilesWithRelations(caller.db, caller.viewerId, [caller.viewerId, ...otherIds]);
  const sender = rows.find((row) => row.profile.id === caller.viewerId)?.profile;
  if (!sender) throw notAllowed(NOT_YOUR_ROOM);
  const pairs = new Map<string, KnownPair>();
  for (const otherId of otherIds) {
    const found = rows.find((row) => row.profile.id === otherId);
    const other = found?.profile;
    const access = found && other ? accessGiven(sender, other, found) : null;
    const refusal = sendRefusal(access, firstMessage);
    if (refusal || !other || !access) throw notAllowed(refusal ?? 'You are not allowed to message this profile.');
    pairs.set(other.id, { actor: sender, recipient: other, access: reverseAccess(access, sender, other) });
  }
  return pairs;
}
