import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import { roomWithinOnePoolSql } from '../profiles/poolSql.ts';
import { roomWithoutBlockSql } from './blockedRooms.ts';
import { roomMembersSeenSql } from './unseenMembers.ts';

/** The member's rooms that count: not removed, within one pool, without a block between the members. */
function countedRooms(db: DB, profileId: string) {
  return db
    .selectFrom('chat_participants')
    .where('chat_participants.profile_id', '=', profileId)
    .where('chat_participants.is_removed', '=', false)
    .where(roomWithinOnePoolSql('chat_participants'))
    .where(roomWithoutBlockSql('chat_participants'));
}

/** Messages the member has not read across their rooms. */
export async function unreadMessageCount(db: DB, profileId: string) {
  const row = await countedRooms(db, profileId)
    .innerJoin('chat_rooms', 'chat_rooms.id', 'chat_participants.room_id')
    .select((eb) =>
      eb.fn
        .coalesce(eb.fn.sum<string>(eb('chat_rooms.last_seq_id', '-', eb.ref('chat_participants.last_read_seq_id'))), eb.lit(0))
        .as('count'),
    )
    // Requests count too: a member who has not accepted one yet still has messages waiting to be read.
    .where('chat_participants.status', 'in', ['JOINED', 'INVITED'])
    .where(roomMembersSeenSql('chat_participants'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The three counts the chat badge and tabs show, in one statement: messages unread (as unreadMessageCount counts
 * them, requests too), rooms archived, and requests: rooms another member opened with this one that they have
 * not accepted yet. Unread messages and requests count only rooms whose members the member may see.
 */
export async function chatCounts(db: DB, profileId: string) {
  const seen = roomMembersSeenSql('chat_participants');
  const row = await countedRooms(db, profileId)
    .innerJoin('chat_rooms', 'chat_rooms.id', 'chat_participants.room_id')
    .select([
      sql<string>`coalesce(sum(chat_rooms.last_seq_id - chat_participants.last_read_seq_id)
        filter (where chat_participants.status in ('JOINED', 'INVITED') and ${seen}), 0)`.as('unread'),
      sql<string>`count(*) filter (where chat_participants.is_archived)`.as('archived'),
      sql<string>`count(*) filter (where chat_participants.status = 'INVITED' and ${seen})`.as('requests'),
    ])
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread), archived: Number(row.archived), requests: Number(row.requests) };
}
