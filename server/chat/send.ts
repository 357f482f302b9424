import type { KnownPair } from '../notifications/notifier.ts';
import type { ChatCaller } from './caller.ts';
import { chatEvent, publishChatEvent } from './events.ts';
import { storeMessage } from './messages.ts';
import { checkClientId, cleanMessageText } from './messageText.ts';
import { checkExplicitAllowed, linkPictures, pictureUuidsOf } from './pictures.ts';
import { checkMayWrite, roomToWrite } from './roomToWrite.ts';
import { messageJson, type MessageRow, type RoomView } from './rows.ts';

type Participant = { profile_id: string; status: string };

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
  const { room, members: participants, memberIds, otherIds } = await roomToWrite(caller, roomId);
  const pairs = await checkMayWrite(caller, room, otherIds);
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
