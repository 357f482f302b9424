import { createHash } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { NotificationRow } from './notifications.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A like, a mutual or a chat request from one member buzzes a device once a day: taking a like back and making
 * it again is no news, however often it is done. The notification centre still shows each as it stands.
 */
export const ACTOR_PUSH_PERIOD_MS = 24 * HOUR;
/** A room's messages buzz a device once per ten minutes until the room is read; the app counts every message. */
export const ROOM_PUSH_PERIOD_MS = 10 * MINUTE;

/** What a device push is about: one other member and kind, or one chat room's messages. */
export interface PushTopic {
  key: string;
  periodMs: number;
}

export const roomTopicKey = (roomId: string) => `MESSAGE:${roomId}`;
/** A thread's replies buzz its author's devices as a room's messages do: once per ten minutes while unread. */
export const threadTopicKey = (threadId: string) => `GROUP_REPLY:${threadId}`;

/**
 * An event's news buzzes a device once per ten minutes per kind: a host who moves the time again and again does not
 * buzz each time, and the day and hour reminders are a day apart.
 */
export const eventTopicKey = (kind: string, eventUuid: string) => `${kind}:${eventUuid}`;

export function pushTopicOf(row: Pick<NotificationRow, 'kind' | 'actor_id' | 'room_id' | 'group_thread_id' | 'event_uuid'>): PushTopic {
  if (row.event_uuid) return { key: eventTopicKey(row.kind, row.event_uuid), periodMs: ROOM_PUSH_PERIOD_MS };
  if (row.kind === 'MESSAGE' && row.room_id) return { key: roomTopicKey(row.room_id), periodMs: ROOM_PUSH_PERIOD_MS };
  if (row.kind === 'GROUP_REPLY' && row.group_thread_id) return { key: threadTopicKey(row.group_thread_id), periodMs: ROOM_PUSH_PERIOD_MS };
  return { key: `${row.kind}:${row.actor_id}`, periodMs: ACTOR_PUSH_PERIOD_MS };
}

/**
 * The Web Push `Topic` header of a topic (at most 32 URL-safe characters): a push service holding an undelivered
 * push replaces it with a newer one of the same topic, so a device that was offline gets one, not a stack.
 */
export function topicHeader(topic: PushTopic) {
  return createHash('sha256').update(topic.key).digest('base64url').slice(0, 32);
}

/**
 * Whether the member's devices may buzz for this topic now. If so the push is recorded in the same statement,
 * so two server processes sending at once agree on one push.
 */
export async function claimPush(db: DB, profileId: string, topic: PushTopic, now = new Date()) {
  const since = new Date(now.getTime() - topic.periodMs);
  const claimed = await db
    .insertInto('push_deliveries')
    .values({ profile_id: profileId, topic: topic.key, sent_at: now })
    .onConflict((conflict) =>
      conflict.columns(['profile_id', 'topic']).doUpdateSet({ sent_at: now }).where('push_deliveries.sent_at', '<=', since),
    )
    .returning('topic')
    .executeTakeFirst();
  return Boolean(claimed);
}

/** Reading a room ends its unread batch: the next message buzzes again. */
export async function forgetRoomPushes(db: DB, profileId: string, roomId: string) {
  await db.deleteFrom('push_deliveries').where('profile_id', '=', profileId).where('topic', '=', roomTopicKey(roomId)).execute();
}

/** Forgets pushes older than the longest period; called now and then so the table stays small. */
export async function prunePushDeliveries(db: DB) {
  await db
    .deleteFrom('push_deliveries')
    .where('sent_at', '<', new Date(Date.now() - ACTOR_PUSH_PERIOD_MS))
    .execute();
}
