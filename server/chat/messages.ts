import { randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { MessageRow } from './rows.ts';

export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_CLIENT_ID_LENGTH = 64;

/** Rolls a transaction back when the message turns out to be stored already. */
class AlreadyStored extends Error {
  constructor() {
    super('This message is stored already.');
  }
}

function findByClientId(db: DB, roomId: string, profileId: string, clientId: string) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('profile_id', '=', profileId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Stores a message once per (room, sender, client id) and gives it the room's next seqId.
 * `update chat_rooms ... returning` takes the room's row lock first, so concurrent sends (on any
 * number of servers sharing PostgreSQL) queue on it: seqIds are gap-free and increasing, and a retried
 * send that raced its original finds the original once it holds the lock and rolls its seqId back.
 */
export async function storeMessage(
  db: DB,
  input: { roomId: string; profileId: string; clientId: string; content: string | null; systemAction?: string },
): Promise<{ message: MessageRow; created: boolean }> {
  try {
    const message = await db.transaction().execute(async (trx) => {
      const now = new Date();
      const { last_seq_id } = await trx
        .updateTable('chat_rooms')
        .set((eb) => ({ last_seq_id: eb('last_seq_id', '+', 1), last_message_at: now }))
        .where('id', '=', input.roomId)
        .returning('last_seq_id')
        .executeTakeFirstOrThrow();
      const row = {
        id: randomUUID(),
        room_id: input.roomId,
        seq_id: last_seq_id,
        profile_id: input.profileId,
        client_id: input.clientId,
        content: input.content,
        system_action: input.systemAction ?? null,
        created_at: now,
        updated_at: null,
        deleted_at: null,
      };
      const inserted = await trx
        .insertInto('chat_messages')
        .values(row)
        .onConflict((conflict) => conflict.columns(['room_id', 'profile_id', 'client_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Stored already (a retry): undo the seqId taken above so the sequence stays gap-free.
      if (!inserted) throw new AlreadyStored();
      // A member who removed the chat sees it again when a new message arrives; the sender has read their own.
      await trx
        .updateTable('chat_participants')
        .set((eb) => ({
          is_removed: false,
          last_read_seq_id: eb.case().when('profile_id', '=', input.profileId).then(last_seq_id).else(eb.ref('last_read_seq_id')).end(),
          last_read_at: eb.case().when('profile_id', '=', input.profileId).then(now).else(eb.ref('last_read_at')).end(),
        }))
        .where('room_id', '=', input.roomId)
        .where('status', '!=', 'LEFT')
        .execute();
      return row;
    });
    return { message, created: true };
  } catch (error) {
    // The original of a retried send is committed by now (the room's row lock ordered the two).
    const existing = await findByClientId(db, input.roomId, input.profileId, input.clientId);
    if (existing) return { message: existing, created: false };
    throw error;
  }
}

/** A page of a room's messages in seqId order: newer than `after` (forwards) or older than `before` (backwards). */
export async function pageOfMessages(
  db: DB,
  roomId: string,
  args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null },
) {
  const forwards = args.first != null || args.after != null;
  const limit = Math.max(1, Math.min((forwards ? args.first : args.last) ?? 50, 100));
  let query = db.selectFrom('chat_messages').selectAll().where('room_id', '=', roomId);
  const after = seqCursor(args.after);
  const before = seqCursor(args.before);
  if (after !== null) query = query.where('seq_id', '>', after);
  if (before !== null) query = query.where('seq_id', '<', before);
  const rows = await query
    .orderBy('seq_id', forwards ? 'asc' : 'desc')
    .limit(limit + 1)
    .execute();
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forwards) page.reverse();
  return {
    page,
    hasNextPage: forwards ? more : false,
    hasPreviousPage: forwards ? false : more,
  };
}

/** A seqId cursor; anything that is not a whole number is ignored rather than trusted. */
function seqCursor(cursor: string | null | undefined) {
  if (cursor == null || !/^\d{1,10}$/.test(cursor)) return null;
  return Number(cursor);
}

/** Marks the sender's own message deleted; its text is gone for good. */
export async function deleteOwnMessage(db: DB, roomId: string, seqId: number, profileId: string) {
  const now = new Date();
  return db
    .updateTable('chat_messages')
    .set({ content: null, deleted_at: now, updated_at: now })
    .where('room_id', '=', roomId)
    .where('seq_id', '=', seqId)
    .where('profile_id', '=', profileId)
    .where('system_action', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** One message by id, or undefined. */
export function messageById(db: DB, id: string) {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function messageBySeq(db: DB, roomId: string, seqId: number) {
  return db.selectFrom('chat_messages').selectAll().where('room_id', '=', roomId).where('seq_id', '=', seqId).executeTakeFirst();
}

/** Moves a member's read marker forward (never back, never past the last message); returns the new value. */
export async function advanceReadMarker(db: DB, roomId: string, profileId: string, seqId: number) {
  const room = await db.selectFrom('chat_rooms').select('last_seq_id').where('id', '=', roomId).executeTakeFirstOrThrow();
  const target = Math.min(seqId, room.last_seq_id);
  await db
    .updateTable('chat_participants')
    .set({ last_read_seq_id: target, last_read_at: new Date() })
    .where('room_id', '=', roomId)
    .where('profile_id', '=', profileId)
    .where('last_read_seq_id', '<', target)
    .execute();
  const row = await db
    .selectFrom('chat_participants')
    .select('last_read_seq_id')
    .where('room_id', '=', roomId)
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return row.last_read_seq_id;
}
