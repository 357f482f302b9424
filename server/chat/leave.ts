import { randomUUID } from 'node:crypto';
import { badInput } from '../errors.ts';
import { roomOf, type ChatCaller } from './caller.ts';
import { chatEvent, publishChatEvent } from './events.ts';
import { storeMessage } from './messages.ts';
import { activeMemberIds, deleteRoom, updateOwnParticipation } from './rooms.ts';
import { messageJson } from './rows.ts';

/**
 * A member's departure, in one transaction: their row says LEFT and the others' history shows it, or neither.
 * Then the others see the system message, and the leaver's subscriptions to the room end.
 */
export async function leaveRoom(caller: ChatCaller, roomId: string, options: { onlyRequest?: boolean } = {}) {
  const room = await roomOf(caller, roomId);
  if (options.onlyRequest && room.status !== 'INVITED') throw badInput('This chat is not a request.');
  const { others, message } = await caller.db.transaction().execute(async (trx) => {
    const members = await activeMemberIds(trx, room.id);
    await updateOwnParticipation(trx, room.id, room.viewer_id, { status: 'LEFT', is_removed: true });
    const stored = await storeMessage(trx, {
      roomId: room.id,
      profileId: room.viewer_id,
      clientId: randomUUID(),
      content: null,
      systemAction: 'LEFT',
    });
    return { others: members.filter((id) => id !== room.viewer_id), message: stored.message };
  });
  publishChatEvent(caller.pubsub, others, chatEvent('MESSAGE', room.id, room.viewer_id, { message: messageJson(message) }));
  publishChatEvent(caller.pubsub, [room.viewer_id], chatEvent('ROOM_UPDATED', room.id, room.viewer_id, { closesFor: [room.viewer_id] }));
  return room;
}

/**
 * Removes a chat from the member's list; with `forEveryone` the room and its history are deleted for both,
 * and the members to tell are read in the same transaction as the delete.
 */
export async function removeRoom(caller: ChatCaller, roomId: string, forEveryone: boolean) {
  const room = await roomOf(caller, roomId);
  if (!forEveryone) {
    await updateOwnParticipation(caller.db, room.id, room.viewer_id, { is_removed: true });
    return room;
  }
  const memberIds = await caller.db.transaction().execute(async (trx) => {
    const members = await activeMemberIds(trx, room.id);
    await deleteRoom(trx, room.id);
    return members;
  });
  publishChatEvent(caller.pubsub, memberIds, chatEvent('ROOM_UPDATED', room.id, room.viewer_id, { closesFor: 'everyone' }));
  return room;
}
