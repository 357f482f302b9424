import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { MessageRow } from './rows.ts';
import { roomTopicKey } from '../notifications/pushPeriods.ts';
import { NOTICE_LEASE_MS, type Notice, type NoticeKind } from '../notifications/outbox.ts';
import { replyable, replyRefused } from './replies.ts';

export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_CLIENT_ID_LENGTH = 64;

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
 * Stores a message once per (room, sender, client id) and gives it the room's next seqId, in one statement
 * (one round trip, and on PGlite one turn of its single session instead of five):
 * - `room` locks the room's row (`for update`), so concurrent sends, on any number of servers sharing
 *   PostgreSQL, queue on it; one that waited reads the row as the send before it left it, so seqIds are
 *   gap-free and increasing.
 * - `message` inserts with the next seqId; a retried send finds its original committed by then and inserts
 *   nothing, and then neither the room's counter nor any read marker moves: no seqId is taken.
 * - `counter` and `markers` follow the message that was stored: the room's last seqId, and the participants'
 *   rows (a member who removed the chat sees it again; one who archived it finds it back in Recent when
 *   another member writes, not for a system message such as a departure; the sender has read their own
 *   message, and a reply to a request accepts it).
 * - `answered` and `forgotten`: writing in a room reads it, so the sender's unread notifications of the room are
 *   answered and its next message buzzes their devices again (a system message, such as a departure, reads nothing).
 * - `outbox`: the notifications the message owes (`notices`, judged by the send), but to a recipient who hid the
 *   sender, and a chat request only with a room's first message. They are stored after the sender's answer
 *   (server/notifications/outbox.ts); written here, a server that stops before then loses none of them.
 * Being one statement, it is one transaction: a failure anywhere leaves nothing of it behind.
 */
export async function storeMessage(
  db: DB,
  input: {
    roomId: string;
    profileId: string;
    clientId: string;
    content: string | null;
    systemAction?: string;
    notices?: { recipientId: string; kind: NoticeKind }[];
    /** A message of the same room to quote; when it is not one (replyable()), nothing is stored. */
    replyToId?: string | null;
  },
): Promise<{ message: MessageRow; created: boolean; answeredIds: string[]; notices: Notice[] }> {
  const now = new Date();
  const notices = JSON.stringify((input.notices ?? []).map((notice) => ({ recipient_id: notice.recipientId, kind: notice.kind })));
  const { rows } = await sql<MessageRow & { answered_ids: string[]; notices: Notice[] }>`
    with room as (
      select id, last_seq_id + 1 as seq_id from chat_rooms where id = ${input.roomId} for update
    ), quoted as (
      ${replyable(input.roomId, input.replyToId ?? null)}
    ), message as (
      insert into chat_messages (id, room_id, seq_id, profile_id, client_id, content, system_action, created_at, reply_to_seq_id)
      select ${randomUUID()}::uuid, room.id, room.seq_id, ${input.profileId}::uuid, ${input.clientId}::text,
        ${input.content}::text, ${input.systemAction ?? null}::text, ${now}::timestamptz, (select seq_id from quoted)
      from room
      where ${input.replyToId ?? null}::uuid is null or exists (select 1 from quoted)
      on conflict (room_id, profile_id, client_id) do nothing
      returning *
    ), counter as (
      update chat_rooms set last_seq_id = message.seq_id, last_message_at = message.created_at
      from message where chat_rooms.id = message.room_id
    ), markers as (
      update chat_participants p set
        is_removed = false,
        is_archived = case when p.profile_id <> message.profile_id and message.system_action is null then false else p.is_archived end,
        status = case when p.profile_id = message.profile_id then 'JOINED' else p.status end,
        last_read_seq_id = case when p.profile_id = message.profile_id then message.seq_id else p.last_read_seq_id end,
        last_read_at = case when p.profile_id = message.profile_id then message.created_at else p.last_read_at end
      from message
      where p.room_id = message.room_id and p.status != 'LEFT'
    ), answered as (
      update notifications n set read_at = message.created_at
      from message
      where message.system_action is null and n.recipient_id = message.profile_id and n.room_id = message.room_id
        and n.read_at is null
      returning n.id
    ), forgotten as (
      delete from push_deliveries
      where profile_id = ${input.profileId}::uuid and topic = ${roomTopicKey(input.roomId)}::text and exists (select 1 from answered)
    ), outbox as (
      insert into notification_outbox (id, kind, recipient_id, actor_id, room_id, created_at, lease_until)
      select gen_random_uuid(), notice.kind, notice.recipient_id, message.profile_id, message.room_id, message.created_at,
        ${new Date(now.getTime() + NOTICE_LEASE_MS)}::timestamptz
      from message, json_to_recordset(${notices}::json) as notice(recipient_id uuid, kind text)
      where message.system_action is null and (notice.kind = 'MESSAGE' or message.seq_id = 1)
        and not exists (select 1 from profile_hides h where h.profile_id = notice.recipient_id and h.hidden_id = message.profile_id)
      returning id, kind, recipient_id
    )
    select message.*, (select coalesce(json_agg(id), '[]'::json) from answered) as answered_ids,
      (select coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'recipientId', recipient_id)), '[]'::json) from outbox) as notices
    from message`.execute(db);
  if (rows[0]) {
    const { answered_ids: answeredIds, notices: owed, ...message } = rows[0];
    return { message, created: true, answeredIds, notices: owed };
  }
  // Stored already: a retried send, whose original is committed by now (the room's row lock ordered the two).
  const existing = await findByClientId(db, input.roomId, input.profileId, input.clientId);
  if (existing) return { message: existing, created: false, answeredIds: [], notices: [] };
  if (input.replyToId) throw replyRefused();
  throw new Error(`No chat room ${input.roomId} to store a message in`);
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
