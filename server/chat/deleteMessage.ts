import { notAllowed, notFound } from '../errors.ts';
import { roomOf, type ChatCaller } from './caller.ts';
import { chatEvent, publishChatEvent } from './events.ts';
import { deleteOwnMessage, messageBySeq } from './messages.ts';
import { activeMemberIds } from './rooms.ts';
import { messageJson } from './rows.ts';

/** The sender takes back their own message: its text is gone for good, and the room hears. */
export async function deleteMessage(caller: ChatCaller, roomId: string, seqId: number) {
  const room = await roomOf(caller, roomId);
  const deleted = await deleteOwnMessage(caller.db, room.id, seqId, room.viewer_id);
  if (!deleted) {
    if (await messageBySeq(caller.db, room.id, seqId)) throw notAllowed('You are not allowed to delete this message.');
    throw notFound('That message does not exist.');
  }
  const memberIds = await activeMemberIds(caller.db, room.id);
  publishChatEvent(caller.pubsub, memberIds, chatEvent('MESSAGE_DELETED', room.id, room.viewer_id, { message: messageJson(deleted) }));
  return deleted;
}
