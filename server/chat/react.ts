import { isReactionEmoji } from '../../shared/reactions.ts';
import { badInput, notAllowed, notFound } from '../errors.ts';
import type { ChatCaller } from './caller.ts';
import { chatEvent, publishRoomOnly } from './events.ts';
import { messageBySeq } from './messages.ts';
import { setReaction } from './reactions.ts';
import { checkMayWrite, roomToWrite } from './roomToWrite.ts';
import { messageJson } from './rows.ts';

export const NOT_A_REACTION = 'That reaction is not one you can use. Choose one from the list.';
export const CANNOT_REACT = 'You cannot react to this message.';

/**
 * A member reacts to a message with one of the fixed emoji, or takes the reaction back. Only while they could
 * write to the room: one they are in (not left, no block, one pool, the request accepted), each other member one
 * they may still write to (the send rule), and only to a member's message that is still there. The open room
 * hears the message with its new reactions; a repeat changes nothing and tells no one.
 */
export async function reactToMessage(caller: ChatCaller, roomId: string, input: { seqId: number; emoji: string; reacted: boolean }) {
  if (!isReactionEmoji(input.emoji)) throw badInput(NOT_A_REACTION);
  const { room, otherIds } = await roomToWrite(caller, roomId);
  if (room.status !== 'JOINED') throw notAllowed('Accept this chat request before reacting to its messages.');
  // The room is the caller's: what its messages are may be told before whether the others can be written to.
  const message = await messageBySeq(caller.db, room.id, input.seqId);
  if (!message) throw notFound('That message does not exist.');
  if (message.system_action || message.deleted_at || message.content === null) throw notAllowed(CANNOT_REACT);
  await checkMayWrite(caller, room, otherIds);
  const changed = await setReaction(caller.db, {
    messageId: message.id,
    profileId: room.viewer_id,
    emoji: input.emoji,
    reacted: input.reacted,
  });
  if (changed) {
    const reaction = { emoji: input.emoji, added: input.reacted };
    publishRoomOnly(caller.pubsub, chatEvent('MESSAGE_REACTIONS', room.id, room.viewer_id, { message: messageJson(message), reaction }));
  }
  return message;
}
