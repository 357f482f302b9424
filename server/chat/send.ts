import { badInput, notAllowed } from '../errors.ts';
import type { KnownPair } from '../notifications/notifier.ts';
import { profilesWithRelations } from '../profiles/relations.ts';
import { accessGiven, reverseAccess } from '../profiles/visibility.ts';
import { NOT_YOUR_ROOM, type ChatCaller } from './caller.ts';
import { chatEvent, publishChatEvent } from './events.ts';
import { storeMessage } from './messages.ts';
import { checkClientId, cleanMessageText } from './messageText.ts';
import { sendRefusal } from './permissions.ts';
import { checkExplicitAllowed, linkPictures, pictureUuidsOf } from './pictures.ts';
import { roomWithMembers } from './rooms.ts';
import { messageJson, type MessageRow, type RoomView } from './rows.ts';

type Participant = { profile_id: string; status: string };

/**
 * Each other member must be one the sender may see; before a room's first message, one who takes chats from
 * them. The sender's and the others' rows and their relations to the sender are one read, judged by the rules
 * as accessTo() judges them. Returns each pair the way a notification reads it: the other member as recipient,
 * with their access to the sender (reverseAccess of the sender's access to them).
 */
export async function checkMaySend(caller: ChatCaller, room: RoomView, otherIds: string[]) {
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

/**
 * A member's message. Its writes are one statement (storeMessage: a reply to a request accepts it, the sender's
 * read marker moves, their notifications of the room are answered, the notifications it owes are queued), so a
 * failure leaves none of them; the events follow what committed, and the recipients' notifications are stored
 * after the sender has their answer.
 */
export async function sendMessage(caller: ChatCaller, roomId: string, input: SendInput) {
  const pictureUuids = pictureUuidsOf(input.pictureUuids);
  // A message of pictures alone has no text; a text message must have some.
  const content = pictureUuids.length > 0 && !input.content.trim() ? '' : cleanMessageText(input.content);
  checkClientId(input.clientId);
  // The room and its members in one read, for the checks and the notifications: sending changes only the sender's own row.
  const found = await roomWithMembers(caller.db, roomId, caller.viewerId);
  if (!found) throw notAllowed(NOT_YOUR_ROOM);
  const { room, members: participants } = found;
  const memberIds = participants.filter((member) => member.status !== 'LEFT').map((member) => member.profile_id);
  const otherIds = memberIds.filter((id) => id !== room.viewer_id);
  if (otherIds.length === 0) throw badInput('The other member has left this chat.');
  const pairs = await checkMaySend(caller, room, otherIds);
  const isExplicit = pictureUuids.length > 0 && Boolean(input.isExplicit);
  if (isExplicit)
    checkExplicitAllowed(
      await caller.viewerRow(),
      [...pairs.values()].map((pair) => pair.recipient),
    );
  const stored = {
    roomId: room.id,
    profileId: room.viewer_id,
    clientId: input.clientId,
    content,
    notices: caller.notifier.messageNotices(room.id, recipientsOf(participants, pairs)),
    replyToId: input.replyToId,
  };
  // A text message stays one statement; pictures are linked in the same transaction, so none is half sent.
  const { message, created, answeredIds, notices } =
    pictureUuids.length === 0
      ? await storeMessage(caller.db, stored)
      : await caller.db.transaction().execute(async (trx) => {
          const result = await storeMessage(trx, stored);
          if (result.created) await linkPictures(trx, result.message.id, room.viewer_id, pictureUuids, isExplicit);
          return result;
        });
  // Also for a retried send: its original may have committed without its answer or its event getting out (the
  // connection to the database cut after the commit). Subscribers keep messages by id, so it shows once.
  publishChatEvent(caller.pubsub, memberIds, chatEvent('MESSAGE', room.id, room.viewer_id, { message: messageJson(message) }));
  if (created) {
    caller.notifier.answered(room.viewer_id, answeredIds);
    caller.notifier.messageStored(room.id, notices, pairs);
  }
  return { message, room: roomAfter(room, message) };
}

interface SendInput {
  content: string;
  clientId: string;
  /** Uploads (chatRoomPictureUpload) the message carries, in order. */
  pictureUuids?: readonly string[] | null;
  /** The sender's rating of the pictures: explicit (After Dark) or not. */
  isExplicit?: boolean | null;
  /** The uuid of a message of the same room to quote (the statement refuses any other). */
  replyToId?: string | null;
}

/** The members a message may notify, each with whether they have yet to accept the room (a request). */
function recipientsOf(participants: Participant[], pairs: Map<string, KnownPair>) {
  return participants.flatMap((member) => {
    const pair = pairs.get(member.profile_id);
    return pair ? [{ ...pair, invited: member.status === 'INVITED' }] : [];
  });
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
