import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { MessageRow } from './rows.ts';

/**
 * Replaces the text of the sender's own live text message sent after `sentAfter`, keeping the text it had in
 * chat_message_edits, in one statement: the row is locked (`for update`), so two edits at once queue and each
 * keeps the text the other left. Every condition is checked again here, so a message deleted or aged past the
 * window since the caller looked is not changed. Undefined when nothing matched.
 */
export async function replaceOwnMessageText(
  db: DB,
  input: { roomId: string; seqId: number; profileId: string; content: string; sentAfter: Date },
): Promise<MessageRow | undefined> {
  const now = new Date();
  const { rows } = await sql<MessageRow>`
    with old as (
      select id, content from chat_messages
      where room_id = ${input.roomId}::uuid and seq_id = ${input.seqId}::int and profile_id = ${input.profileId}::uuid
        and system_action is null and deleted_at is null and content is not null and created_at > ${input.sentAfter}::timestamptz
      for update
    ), history as (
      insert into chat_message_edits (id, message_id, previous_content, edited_at)
      select ${randomUUID()}::uuid, old.id, old.content, ${now}::timestamptz from old
    )
    update chat_messages m set content = ${input.content}::text, edited_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
    from old where m.id = old.id
    returning m.*`.execute(db);
  return rows[0];
}

/** The texts a message had before each edit, oldest first: for moderation, never for members. */
export function previousTexts(db: DB, messageId: string) {
  return db
    .selectFrom('chat_message_edits')
    .select(['previous_content', 'edited_at'])
    .where('message_id', '=', messageId)
    .orderBy('edited_at')
    .execute();
}
