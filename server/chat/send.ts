import { badInput, notAllowed } from '../errors.ts';
import type { ProfileRow } from '../db/types.ts';
import { reverseAccess, type ProfileAccess } from '../profiles/visibility.ts';
import { accessToId, NOT_YOUR_ROOM, type ChatCaller } from './caller.ts';
import { chatEvent, publishChatEvent } from './events.ts';
import { storeMessage } from './messages.ts';
import { checkClientId, cleanMessageText } from './messageText.ts';
import { sendRefusal } from './permissions.ts';
import { roomWithMembers } from './rooms.ts';
import { messageJson, type MessageRow, type RoomView } from './rows.ts';

type Participant = { profile_id: string; status: string };
type Recipient = { profile: ProfileRow; access: ProfileAccess };

/**
 * Each other member must be one the sender may see; before a room's first message, one who takes chats from
 * them. Returns each with the sender's access to them, which their notification reads the other way round.
 */
async function checkMaySend(caller: ChatCaller, room: RoomView, otherIds: string[]) {
  const firstMessage = room.last_seq_id === 0 && room.status === 'JOINED';
  const recipients = new Map<string, Recipient>();
  for (const otherId of otherIds) {
    const other = await accessToId(caller, otherId);
    const refusal = sendRefusal(other?.access ?? null, firstMessage);
    if (refusal || !other) throw notAllowed(refusal ?? 'You are not allowed to message this profile.');
    recipients.set(otherId, other);
  }
  return recipients;
}

/**
 * Notifications of a stored message: the room's first message asks an invited member to chat (one
 * CHAT_REQUEST; later messages of an unanswered request add nothing), every other message counts toward the
 * recipient's one unread MESSAGE notification of the room. Who may reach whom was judged by the send's check.
 */
async function notifyRecipients(caller: ChatCaller, participants: Participant[], recipients: Map<string, Recipient>, message: MessageRow) {
  const sender = await caller.viewerRow();
  for (const member of participants) {
    const recipient = recipients.get(member.profile_id);
    if (!recipient) continue;
    const known = { actor: sender, recipient: recipient.profile, access: reverseAccess(recipient.access, sender, recipient.profile) };
    if (member.status === 'INVITED') {
      if (message.seq_id === 1) await caller.notifier.chatRequest(caller.viewerId, member.profile_id, message.room_id, known);
    } else await caller.notifier.message(caller.viewerId, member.profile_id, message.room_id, known);
  }
}

/**
 * A member's message. Its writes are one statement (storeMessage: a reply to a request accepts it, the sender's
 * read marker moves, their notifications of the room are answered), so a failure leaves none of them; the
 * events and the recipients' notifications follow what committed.
 */
export async function sendMessage(caller: ChatCaller, roomId: string, input: { content: string; clientId: string }) {
  const content = cleanMessageText(input.content);
  checkClientId(input.clientId);
  // The room and its members in one read, for the checks and the notifications: sending changes only the sender's own row.
  const found = await roomWithMembers(caller.db, roomId, caller.viewerId);
  if (!found) throw notAllowed(NOT_YOUR_ROOM);
  const { room, members: participants } = found;
  const memberIds = participants.filter((member) => member.status !== 'LEFT').map((member) => member.profile_id);
  const otherIds = memberIds.filter((id) => id !== room.viewer_id);
  if (otherIds.length === 0) throw badInput('The other member has left this chat.');
  const recipients = await checkMaySend(caller, room, otherIds);
  const { message, created, answeredIds } = await storeMessage(caller.db, {
    roomId: room.id,
    profileId: room.viewer_id,
    clientId: input.clientId,
    content,
  });
  if (created) {
    publishChatEvent(caller.pubsub, memberIds, chatEvent('MESSAGE', room.id, room.viewer_id, { message: messageJson(message) }));
    caller.notifier.answered(room.viewer_id, answeredIds);
    await notifyRecipients(caller, participants, recipients, message);
  }
  return { message, room: roomAfter(room, message) };
}

/** The room as the sender sees it after their message, without reading it again. */
function roomAfter(room: RoomView, message: MessageRow): RoomView {
  const seq = message.seq_id;
  return {
    ...room,
    status: 'JOINED',
    is_removed: false,
    last_seq_id: Math.max(room.last_seq_id, seq),
    last_message_at: message.created_at,
    last_read_seq_id: Math.max(room.last_read_seq_id, seq),
  };
}
