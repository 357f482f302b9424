import { badInput } from '../errors.ts';
import { roomOf, type ChatCaller } from './caller.ts';
import { chatEvent, publishChatEvent } from './events.ts';
import { advanceReadMarker } from './messages.ts';
import { activeMemberIds } from './rooms.ts';

/** The member read the room up to a message: their marker moves forward, their notifications of it are answered, and the room hears. */
export async function moveReadMarker(caller: ChatCaller, roomId: string, seqId: number) {
  if (!Number.isInteger(seqId) || seqId < 0) throw badInput('The seqId must be a whole number of 0 or more.');
  const room = await roomOf(caller, roomId);
  const lastReadSeqId = await advanceReadMarker(caller.db, room.id, room.viewer_id, seqId);
  if (lastReadSeqId > room.last_read_seq_id) {
    await caller.notifier.roomRead(room.viewer_id, room.id);
    const readMarker = { roomId: room.id, profileId: room.viewer_id, seqId: lastReadSeqId };
    const memberIds = await activeMemberIds(caller.db, room.id);
    publishChatEvent(caller.pubsub, memberIds, chatEvent('READ_MARKER', room.id, room.viewer_id, { readMarker }));
  }
  return { room: await roomOf(caller, room.id), lastReadSeqId };
}
