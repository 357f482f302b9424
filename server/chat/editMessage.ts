import { MESSAGE_EDIT_WINDOW_MINUTES, isWithinEditWindow } from '../../shared/chatEdits.ts';
import { badInput, notAllowed, notFound } from '../errors.ts';
import type { ChatCaller } from './caller.ts';
import { chatEvent, publishChatEvent } from './events.ts';
import { replaceOwnMessageText } from './messageEdits.ts';
import { messageBySeq } from './messages.ts';
import { cleanMessageText } from './messageText.ts';
import { checkMayWrite, roomToWrite } from './roomToWrite.ts';
import { messageJson, type MessageRow } from './rows.ts';

export const EDIT_WINDOW_PASSED = `A message can only be edited within ${MESSAGE_EDIT_WINDOW_MINUTES} minutes of sending it.`;

/** Why the caller may not edit this message, or null when they may (the window is judged against `now`). */
function editRefusal(message: MessageRow | undefined, viewerId: string, now: Date) {
  if (!message) return notFound('That message does not exist.');
  if (message.system_action || message.profile_id !== viewerId) return notAllowed('You can only edit your own messages.');
  if (message.deleted_at || message.content === null) return badInput('A deleted message cannot be edited.');
  if (!isWithinEditWindow(message.created_at, now)) return notAllowed(EDIT_WINDOW_PASSED);
  return null;
}

/**
 * The sender changes the text of their own message within the edit window. Only while they could send it:
 * the room is one they are still in (not left, no block, one pool), and each other member one they may
 * still write to (the send rule). The old text is kept for moderation; the room hears the new one.
 */
export async function editMessage(caller: ChatCaller, roomId: string, seqId: number, input: { content: string }) {
  const content = cleanMessageText(input.content);
  const { room, memberIds, otherIds } = await roomToWrite(caller, roomId);
  await checkMayWrite(caller, room, otherIds);
  const now = new Date();
  const message = await messageBySeq(caller.db, room.id, seqId);
  const refusal = editRefusal(message, room.viewer_id, now);
  if (refusal) throw refusal;
  if (message!.content === content) return message!;
  const sentAfter = new Date(now.getTime() - MESSAGE_EDIT_WINDOW_MINUTES * 60_000);
  const edited = await replaceOwnMessageText(caller.db, { roomId: room.id, seqId, profileId: room.viewer_id, content, sentAfter });
  // Deleted, or past the window, between the read above and the update.
  if (!edited)
    throw editRefusal(await messageBySeq(caller.db, room.id, seqId), room.viewer_id, new Date()) ?? notAllowed(EDIT_WINDOW_PASSED);
  publishChatEvent(caller.pubsub, memberIds, chatEvent('MESSAGE_EDITED', room.id, room.viewer_id, { message: messageJson(edited) }));
  return edited;
}
