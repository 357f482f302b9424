import type { MessageRow } from '../chat/rows.ts';
import { replyRefused } from '../chat/replies.ts';
import type { Context } from './context.ts';
import { messageKey } from './loaders.ts';
import { uuidKey } from './uuidKey.ts';

/** The uuid of the message a send quotes; a malformed id is refused like an unknown one, never sent without its quote. */
export function replyToKey(replyToId: string | null | undefined) {
  if (replyToId == null) return null;
  const key = uuidKey(replyToId, 'ChatRoomMessage');
  if (!key) throw replyRefused();
  return key;
}

/**
 * The quoted message, read by seqId within the reply's own room: whoever may read the reply may read the room,
 * and no other room is ever reached. Its text, author and deletion resolve as any message's do.
 */
export async function quotedMessage(context: Context, message: MessageRow) {
  if (message.reply_to_seq_id == null) return null;
  return context.loaders.message.load(messageKey(message.room_id, message.reply_to_seq_id));
}
