import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { chatEvent, publishChatEvent } from './events.ts';

/**
 * Whether the chat room of the participant row `participantAlias` has no member that participant blocked
 * or was blocked by. A block closes the rooms two members share for both of them: they leave both lists
 * and nothing can be read, sent, typed or marked read in them. Unblocking brings them back as they were.
 */
export function roomWithoutBlockSql(participantAlias: string) {
  const room = sql.ref(`${participantAlias}.room_id`);
  const member = sql.ref(`${participantAlias}.profile_id`);
  return sql<boolean>`not exists (
    select 1 from chat_participants block_other
    join blocks on (blocks.blocker_id = ${member} and blocks.blocked_id = block_other.profile_id)
      or (blocks.blocker_id = block_other.profile_id and blocks.blocked_id = ${member})
    where block_other.room_id = ${room}
  )`;
}

/** The rooms two members share, whether or not one of them left. */
async function sharedRoomIds(db: DB, a: string, b: string) {
  const rows = await db
    .selectFrom('chat_participants as pa')
    .innerJoin('chat_participants as pb', 'pb.room_id', 'pa.room_id')
    .select('pa.room_id')
    .where('pa.profile_id', '=', a)
    .where('pb.profile_id', '=', b)
    .execute();
  return rows.map((row) => row.room_id);
}

/**
 * Tells both members' open subscriptions that a block closed (or an unblock reopened) their rooms: a
 * closing event ends each open room subscription, so neither side hears anything more from the other.
 */
export async function announceBlockChange(db: DB, pubsub: SnootPubSub, a: string, b: string, blocked: boolean) {
  for (const roomId of await sharedRoomIds(db, a, b)) {
    publishChatEvent(pubsub, [a, b], chatEvent('ROOM_UPDATED', roomId, null, blocked ? { closesFor: 'everyone' } : {}));
  }
}
