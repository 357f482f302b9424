import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';

/** One emoji's reactions to one message: how many, and who (for the viewer's own flag only, never shown). */
export interface ReactionSummary {
  message_id: string;
  emoji: string;
  count: number;
  profile_ids: string[];
}

/**
 * Adds or takes back one member's reaction, in one statement; the primary key keeps one per member per emoji
 * per message, so a repeat (or two at once) stores nothing more. Whether anything changed.
 */
export async function setReaction(db: DB, input: { messageId: string; profileId: string; emoji: string; reacted: boolean }) {
  const { messageId, profileId, emoji } = input;
  if (!input.reacted) {
    const removed = await db
      .deleteFrom('chat_message_reactions')
      .where('message_id', '=', messageId)
      .where('profile_id', '=', profileId)
      .where('emoji', '=', emoji)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }
  const added = await db
    .insertInto('chat_message_reactions')
    .values({ message_id: messageId, profile_id: profileId, emoji, created_at: new Date() })
    .onConflict((conflict) => conflict.doNothing())
    .returning('emoji')
    .executeTakeFirst();
  return added !== undefined;
}

/** The reactions of each message, one row per message and emoji, in one read for a page of messages. */
export async function reactionSummaries(db: DB, messageIds: readonly string[]): Promise<ReactionSummary[][]> {
  const rows = await db
    .selectFrom('chat_message_reactions')
    .select(['message_id', 'emoji'])
    .select(sql<number>`count(*)::int`.as('count'))
    .select(sql<string[]>`array_agg(profile_id::text)`.as('profile_ids'))
    .where('message_id', 'in', messageIds)
    .groupBy(['message_id', 'emoji'])
    .execute();
  return messageIds.map((id) => rows.filter((row) => row.message_id === id));
}
