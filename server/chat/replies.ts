import { sql } from 'kysely';
import { badInput } from '../errors.ts';

/** One answer for an unknown id, another room's message, a system line or a deleted message: none tells which. */
export const REPLY_REFUSED = "You can't reply to that message. It may have been deleted.";

export const replyRefused = () => badInput(REPLY_REFUSED);

/**
 * The seqId of the message a reply may quote: one of the same room, written by a member (not a system line) and
 * not deleted. A part of the send's one statement (storeMessage), so replying costs no round trip of its own;
 * with no id it selects nothing.
 */
export function replyable(roomId: string, replyToId: string | null) {
  return sql`select seq_id from chat_messages
    where id = ${replyToId}::uuid and room_id = ${roomId}::uuid and system_action is null and deleted_at is null`;
}
