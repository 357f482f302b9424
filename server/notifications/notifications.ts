import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { NotificationsTable } from '../db/types.ts';
import { actorVisibleSql, eventStillVisibleSql, groupThreadStillOpenSql, roomStillOpenSql } from './visibleActors.ts';
import { likesVisibleTo } from '../likes/likes.ts';
import { isUuid } from '../uuid.ts';
import { packCursor, unpackCursor } from '../db/cursors.ts';

export type NotificationKind =
  | 'LIKE'
  | 'MUTUAL'
  | 'CHAT_REQUEST'
  | 'MESSAGE'
  | 'GROUP_REPLY'
  | 'EVENT_CANCELLED'
  | 'EVENT_CHANGED'
  | 'EVENT_PROMOTED'
  | 'EVENT_REMINDER';
export type NotificationRow = Selectable<NotificationsTable>;

/** One new notification; returns it. */
export async function insertNotification(
  db: DB,
  values: { recipientId: string; actorId: string; kind: NotificationKind; roomId?: string },
) {
  return db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      recipient_id: values.recipientId,
      actor_id: values.actorId,
      kind: values.kind,
      room_id: values.roomId ?? null,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A message in a room: the recipient's one unread MESSAGE notification of that room counts it and moves to
 * the top, or a new one starts. The partial unique index makes two concurrent sends agree on one row.
 */
export async function countMessage(db: DB, recipientId: string, actorId: string, roomId: string) {
  return db
    .insertInto('notifications')
    .values({ id: randomUUID(), recipient_id: recipientId, actor_id: actorId, kind: 'MESSAGE', room_id: roomId, created_at: new Date() })
    .onConflict((conflict) =>
      conflict
        .columns(['recipient_id', 'room_id'])
        // A literal, not a parameter: the arbiter index is then known to a plan made for no values in particular.
        .where('kind', '=', sql.lit('MESSAGE'))
        .where('read_at', 'is', null)
        .doUpdateSet((eb) => ({
          count: eb('notifications.count', '+', 1),
          created_at: eb.ref('excluded.created_at'),
          actor_id: eb.ref('excluded.actor_id'),
        })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A withdrawn like takes back what it announced: the LIKE to the liked member and a MUTUAL either way. */
export async function withdrawLikeNotifications(db: DB, likerId: string, likedId: string) {
  await db
    .deleteFrom('notifications')
    .where((eb) =>
      eb.or([
        eb.and([eb('recipient_id', '=', likedId), eb('actor_id', '=', likerId), eb('kind', 'in', ['LIKE', 'MUTUAL'])]),
        eb.and([eb('recipient_id', '=', likerId), eb('actor_id', '=', likedId), eb('kind', '=', 'MUTUAL')]),
      ]),
    )
    .execute();
}

/** Marks the unread notifications of some kinds from one actor read (liking back answers their like). */
export async function markFromActorRead(db: DB, recipientId: string, actorId: string, kinds: NotificationKind[]) {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('recipient_id', '=', recipientId)
    .where('actor_id', '=', actorId)
    .where('kind', 'in', kinds)
    .where('read_at', 'is', null)
    .execute();
}

/** Reading a room answers its notifications (its messages and its request). Returns those it marked read. */
export async function markRoomRead(db: DB, recipientId: string, roomId: string) {
  return db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('recipient_id', '=', recipientId)
    .where('room_id', '=', roomId)
    .where('read_at', 'is', null)
    .returningAll()
    .execute();
}

/** The recipient's notifications as they may see them now: joined to both members and filtered by today's rules. */
function visibleNotifications(db: DB, recipientId: string) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('profiles as me', 'me.id', 'n.recipient_id')
    .innerJoin('profiles as p', 'p.id', 'n.actor_id')
    .selectAll('n')
    .where('n.recipient_id', '=', recipientId)
    .where(actorVisibleSql())
    .where(roomStillOpenSql())
    .where(groupThreadStillOpenSql())
    .where(eventStillVisibleSql());
}

/**
 * Notifications by id as their recipients may see them now (the list's rules), with the actor and, for EVENT_*
 * kinds, the event's name and time, for announcing them to open tabs and devices.
 */
export function announceableNotifications(db: DB, ids: string[]) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('profiles as me', 'me.id', 'n.recipient_id')
    .innerJoin('profiles as p', 'p.id', 'n.actor_id')
    .leftJoin('events as e', 'e.uuid', 'n.event_uuid')
    .selectAll('n')
    .select(['p.display_name as actor_name', 'p.roles as actor_roles', 'e.display_name as event_name', 'e.begin_at as event_begin_at'])
    .select(['e.time_zone as event_time_zone'])
    .where('n.id', 'in', ids)
    .where(actorVisibleSql())
    .where(roomStillOpenSql())
    .where(groupThreadStillOpenSql())
    .where(eventStillVisibleSql())
    .execute();
}

/** One of the recipient's notifications, or undefined when it is not theirs, unknown, or its actor is out of sight. */
export async function visibleNotification(db: DB, recipientId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return visibleNotifications(db, recipientId).where('n.id', '=', id).executeTakeFirst();
}

/** A page of the recipient's notifications, newest first; the cursor is "time|id". */
export async function pageOfNotifications(db: DB, recipientId: string, first: number, after?: string | null) {
  const limit = Math.max(1, Math.min(first, 100));
  let query = visibleNotifications(db, recipientId);
  const cursor = after ? parseCursor(after) : null;
  if (cursor)
    query = query.where((eb) =>
      eb.or([eb('n.created_at', '<', cursor.time), eb.and([eb('n.created_at', '=', cursor.time), eb('n.id', '<', cursor.id)])]),
    );
  const rows = await query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

export async function unreadCount(db: DB, recipientId: string) {
  const row = await visibleNotifications(db, recipientId)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('n.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one notification read if it is the recipient's; returns it as it now is. */
export async function markRead(db: DB, recipientId: string, id: string) {
  const found = await visibleNotification(db, recipientId, id);
  if (!found) return undefined;
  await db.updateTable('notifications').set({ read_at: new Date() }).where('id', '=', id).where('read_at', 'is', null).execute();
  return visibleNotification(db, recipientId, id);
}

/** Marks every unread notification read; returns the newest 100 of those it marked (the ones a client may be showing). */
export async function markAllRead(db: DB, recipientId: string) {
  const marked = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  if (marked.length === 0) return [];
  return visibleNotifications(db, recipientId)
    .where(
      'n.id',
      'in',
      marked.map((row) => row.id),
    )
    .orderBy('n.created_at', 'desc')
    .limit(100)
    .execute();
}

export function notificationCursor(row: { created_at: Date; id: string }) {
  return packCursor(new Date(row.created_at).toISOString(), row.id);
}

function parseCursor(cursor: string) {
  const [time, id] = unpackCursor(cursor);
  const date = new Date(time);
  return Number.isNaN(date.getTime()) || !id || !isUuid(id) ? null : { time: date, id };
}

/** Members who like the recipient and whom the recipient may see, newest like first; the cursor is "time|id". */
export async function pageOfLikers(db: DB, recipientId: string, first: number, after?: string | null) {
  const limit = Math.max(1, Math.min(first, 100));
  let query = likesVisibleTo(db, recipientId)
    .selectAll('p')
    .select(sql<Date>`likes.created_at`.as('liked_at'));
  const cursor = after ? parseCursor(after) : null;
  if (cursor)
    query = query.where((eb) =>
      eb.or([eb('likes.created_at', '<', cursor.time), eb.and([eb('likes.created_at', '=', cursor.time), eb('p.id', '<', cursor.id)])]),
    );
  const rows = await query
    .orderBy('likes.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit + 1)
    .execute();
  return { page: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/**
 * The recipient's notifications made or counted since a moment, oldest first, for a bell catching up after live
 * events were lost; when there are none, the newest alone, so the catch-up still brings the unread count.
 */
export async function notificationsSince(db: DB, recipientId: string, since: Date, limit = 50) {
  const rows = await visibleNotifications(db, recipientId)
    .where('n.created_at', '>=', since)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
  return rows.length ? rows.reverse() : (await pageOfNotifications(db, recipientId, 1)).page;
}
