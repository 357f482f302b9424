import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/connect.ts';
import { roomWithinOnePoolSql } from '../profiles/poolSql.ts';
import type { RoomView } from './rows.ts';
import { roomWithoutBlockSql } from './blockedRooms.ts';
import { roomMembersSeenSql } from './unseenMembers.ts';
import { NAMED_ROOMS_READ, roomNamedSql, roomsNamed } from './search.ts';
import { isUuid } from '../uuid.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';

export type RoomFilter = 'RECENT' | 'ARCHIVED' | 'REQUESTS';

/** Rooms joined with one participant's own row; a member who left is no longer a participant, and a room across the adult/minor line is no one's. */
export function roomViews(db: DB, profileId: string) {
  return memberViews(db).where('me.profile_id', '=', profileId);
}

/** Rooms joined with each participant's own row, by the rule of roomViews(): the room as each of its members sees it. */
function memberViews(db: DB) {
  return db
    .selectFrom('chat_participants as me')
    .innerJoin('chat_rooms as r', 'r.id', 'me.room_id')
    .select([
      'r.id',
      'r.type',
      'r.title',
      'r.image_uuid',
      'r.last_seq_id',
      'r.last_message_at',
      'r.created_at',
      'me.profile_id as viewer_id',
      'me.status',
      'me.is_archived',
      'me.is_removed',
      'me.last_read_seq_id',
    ])
    .where(roomWithoutBlockSql('me'))
    .where('me.status', '!=', 'LEFT')
    .where(roomWithinOnePoolSql('me'));
}

/** The room if the profile takes part in it; null for a stranger, a former member or an unknown id. */
export async function roomFor(db: DB, roomId: string, profileId: string): Promise<RoomView | null> {
  if (!isUuid(roomId)) return null;
  return (await roomViews(db, profileId).where('r.id', '=', roomId).executeTakeFirst()) ?? null;
}

/**
 * The room as each member sees it, in one read for all of them: a member the room is closed to (they left, a
 * block between its members, the adult/minor line) has none. What roomFor() gives each of them.
 */
export async function roomForEachMember(db: DB, roomId: string): Promise<RoomView[]> {
  if (!isUuid(roomId)) return [];
  return memberViews(db).where('r.id', '=', roomId).execute();
}

/** The room as the profile sees it with every member's id and standing (those who left too), in one statement. */
export async function roomWithMembers(db: DB, roomId: string, profileId: string) {
  if (!isUuid(roomId)) return null;
  const row = await roomViews(db, profileId)
    .where('r.id', '=', roomId)
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('chat_participants as p')
          .select(['p.profile_id', 'p.status'])
          .whereRef('p.room_id', '=', 'r.id')
          .orderBy('p.joined_at')
          .orderBy('p.profile_id'),
      ).as('members'),
    )
    .executeTakeFirst();
  if (!row) return null;
  const { members, ...room } = row;
  return { room: room as RoomView, members };
}

/** The time a room sorts by: its last message, or its creation while it has none. */
const sortTime = sql<Date>`coalesce(r.last_message_at, r.created_at)`;

/** What a chat list search narrows a tab to: rooms with a member of that name, rooms with unread messages. */
export interface RoomNarrowing {
  search?: string | null;
  unreadOnly?: boolean | null;
}

/** One page of a tab of the chat list, newest last message first; the cursor is "time|id". */
export async function listRooms(
  db: DB,
  profileId: string,
  filter: RoomFilter,
  first: number,
  after?: string | null,
  narrow: RoomNarrowing = {},
) {
  let query = roomViews(db, profileId).where('me.is_removed', '=', false);
  if (narrow.search) {
    // A name few rooms have: the list reads only those. One most rooms have: the list checks each room as it goes.
    const named = await roomsNamed(db, profileId, narrow.search, narrow.unreadOnly ?? false);
    if (named.length === 0) return { page: [], hasNextPage: false };
    query = query.where(named.length <= NAMED_ROOMS_READ ? sql<boolean>`r.id = any(${named}::uuid[])` : roomNamedSql('me', narrow.search));
  }
  // Unread as the badge counts it: messages past the member's marker, from members they may see.
  if (narrow.unreadOnly) query = query.whereRef('r.last_seq_id', '>', 'me.last_read_seq_id').where(roomMembersSeenSql('me'));
  if (filter === 'RECENT') query = query.where('me.status', '=', 'JOINED').where('me.is_archived', '=', false);
  if (filter === 'ARCHIVED') query = query.where('me.is_archived', '=', true);
  // A request is only worth showing once the other member has written something, and only from a member the
  // viewer may see: nobody could answer a request from a suspended or hidden member.
  if (filter === 'REQUESTS')
    query = query.where('me.status', '=', 'INVITED').where('r.last_seq_id', '>', 0).where(roomMembersSeenSql('me'));
  const cursor = after ? parseRoomCursor(after) : null;
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb(sortTime, '<', cursor.time), eb.and([eb(sortTime, '=', cursor.time), eb('r.id', '<', cursor.id)])]),
    );
  }
  const limit = Math.max(1, Math.min(first, 100));
  const rows = (await query
    .select(sortTime.as('sort_time'))
    .orderBy(sortTime, 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit + 1)
    .execute()) as (RoomView & {
    sort_time: Date | string;
  })[];
  const page = rows.slice(0, limit);
  return { page, hasNextPage: rows.length > limit };
}

export function roomCursor(room: {
  id: string;
  sort_time?: Date | string;
  last_message_at: Date | string | null;
  created_at: Date | string;
}) {
  const time = new Date(room.sort_time ?? room.last_message_at ?? room.created_at).toISOString();
  return packCursor(time, room.id);
}

function parseRoomCursor(cursor: string) {
  const [time, id] = unpackCursor(cursor);
  const date = new Date(time);
  return Number.isNaN(date.getTime()) || !id || !isUuid(id) ? null : { time: date, id };
}

/** Both members' ids of a room, including a member who left (for events and the other's profile). */
export async function participantsOf(db: DB, roomId: string) {
  return db.selectFrom('chat_participants').selectAll().where('room_id', '=', roomId).orderBy('joined_at').orderBy('profile_id').execute();
}

/** The members still in a room (those who left hear nothing of it). */
export async function activeMemberIds(db: DB, roomId: string) {
  const rows = await db
    .selectFrom('chat_participants')
    .select('profile_id')
    .where('room_id', '=', roomId)
    .where('status', '!=', 'LEFT')
    .execute();
  return rows.map((row) => row.profile_id);
}

/** The private room two members share, if any, whoever created it. */
export async function findPrivateRoom(db: DB, a: string, b: string) {
  const row = await db
    .selectFrom('chat_rooms as r')
    .innerJoin('chat_participants as pa', 'pa.room_id', 'r.id')
    .innerJoin('chat_participants as pb', 'pb.room_id', 'r.id')
    .select('r.id')
    .where('r.type', '=', 'PRIVATE')
    .where('pa.profile_id', '=', a)
    .where('pb.profile_id', '=', b)
    .where('pa.status', '!=', 'LEFT')
    .where('pb.status', '!=', 'LEFT')
    .orderBy('r.created_at', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A new private room: the creator has joined, the other member is invited (it shows under Requests). */
export async function createPrivateRoom(db: DB, creatorId: string, otherId: string) {
  const id = randomUUID();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('chat_rooms').values({ id, type: 'PRIVATE', created_at: now }).execute();
    await trx
      .insertInto('chat_participants')
      .values([
        { room_id: id, profile_id: creatorId, status: 'JOINED', joined_at: now },
        { room_id: id, profile_id: otherId, status: 'INVITED', joined_at: now },
      ])
      .execute();
  });
  return id;
}

/** Changes the member's own row of a room (archive, accept, leave...). */
export async function updateOwnParticipation(
  db: DB,
  roomId: string,
  profileId: string,
  changes: Partial<{ status: string; is_archived: boolean; is_removed: boolean }>,
) {
  await db.updateTable('chat_participants').set(changes).where('room_id', '=', roomId).where('profile_id', '=', profileId).execute();
}

export async function deleteRoom(db: DB, roomId: string) {
  await db.deleteFrom('chat_rooms').where('id', '=', roomId).execute();
}

/**
 * The rooms of a profile that changed since a moment (a message in them, or its own reading elsewhere), for a
 * chat list catching up after live events were lost: oldest change first, so that moving each to the top
 * leaves the newest on top. Rooms it has left are among them, and a list drops those.
 */
export async function roomsChangedSince(db: DB, profileId: string, since: Date, limit = 50) {
  const rows = await db
    .selectFrom('chat_participants as me')
    .innerJoin('chat_rooms as r', 'r.id', 'me.room_id')
    .select('r.id')
    .where('me.profile_id', '=', profileId)
    .where((eb) => eb.or([eb('r.last_message_at', '>=', since), eb('me.last_read_at', '>=', since)]))
    .orderBy(sql`coalesce(r.last_message_at, me.joined_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id).reverse();
}
