import { nameWithRole } from '../../shared/roles.ts';
import type { PushMessage } from './push.ts';
import type { NotificationRow } from './notifications.ts';

/**
 * Where a notification leads in the app: the room for chat, the thread for a reply, the event for EVENT_* kinds, the
 * other member's profile otherwise.
 */
export function notificationLink(
  row: Pick<NotificationRow, 'room_id' | 'actor_id' | 'group_thread_id' | 'event_uuid'>,
  groupUuid?: string | null,
) {
  if (row.event_uuid) return `/events/${row.event_uuid}`;
  if (row.group_thread_id && groupUuid) return `/groups/${groupUuid}/threads/${row.group_thread_id}`;
  return row.room_id ? `/chatrooms/${row.room_id}` : `/profiles/${row.actor_id}`;
}

/**
 * The words a device shows: the other member's display name, with their role if they are staff, and nothing more
 * personal (never a message's text).
 */
export function pushMessageFor(
  row: NotificationRow & { group_uuid?: string | null } & Partial<EventOfNotification>,
  actor: { display_name: string; roles: string[] },
): PushMessage {
  if (row.event_uuid && row.event_name && row.event_begin_at) return eventPushMessage(row as NotificationRow & EventOfNotification);
  const name = nameWithRole(actor.display_name || 'Someone', actor.roles);
  const link = notificationLink(row, row.group_uuid);
  const tag = row.room_id
    ? `chatroom-${row.room_id}`
    : row.group_thread_id
      ? `group-thread-${row.group_thread_id}`
      : `notification-${row.id}`;
  switch (row.kind) {
    case 'GROUP_REPLY':
      return {
        type: 'GROUP_REPLY',
        title: 'New reply to your thread',
        body: row.count > 1 ? `${row.count} new replies to your thread, the latest from ${name}.` : `${name} replied to your thread.`,
        link,
        tag,
      };
    case 'MUTUAL':
      return { type: 'MUTUAL', title: 'You like each other', body: `You and ${name} like each other.`, link, tag };
    case 'CHAT_REQUEST':
      return { type: 'CHAT_REQUEST', title: 'New chat request', body: `${name} wants to chat with you.`, link, tag };
    case 'MESSAGE':
      return {
        type: 'MESSAGE',
        title: `New message from ${name}`,
        body: row.count > 1 ? `${name} sent you ${row.count} messages.` : `${name} sent you a message.`,
        link,
        tag,
      };
    default:
      return { type: 'LIKE', title: 'New like', body: `${name} liked your profile.`, link, tag };
  }
}

/** What an EVENT_* notification's words name: the event, and when it begins in its own time zone. */
export interface EventOfNotification {
  event_name: string;
  event_begin_at: Date;
  event_time_zone: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** "Sat 12 Dec, 14:00": the event's time as its host gave it, in its own zone. */
export function eventTimeWords(at: Date, timeZone: string) {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
  try {
    return format(timeZone).format(at);
  } catch {
    return `${format('UTC').format(at)} UTC`;
  }
}

/** How long before the event its reminder was made: "in an hour", "in 5 hours", "in a day". */
export function beginsInWords(beginAt: Date, remindedAt: Date) {
  const hours = Math.round((beginAt.getTime() - remindedAt.getTime()) / HOUR_MS);
  if (hours <= 1) return 'in an hour';
  return hours >= 20 ? 'in a day' : `in ${hours} hours`;
}

/** An event's notification names the event only (its host is the actor, seen in the app). */
function eventPushMessage(row: NotificationRow & EventOfNotification): PushMessage {
  const link = notificationLink(row);
  const tag = `event-${row.event_uuid}`;
  const event = row.event_name;
  switch (row.kind) {
    case 'EVENT_CANCELLED':
      return { type: 'EVENT_CANCELLED', title: 'Event cancelled', body: `${event} was cancelled.`, link, tag };
    case 'EVENT_CHANGED':
      return {
        type: 'EVENT_CHANGED',
        title: 'Event moved',
        body: `${event} moved to ${eventTimeWords(new Date(row.event_begin_at), row.event_time_zone)}.`,
        link,
        tag,
      };
    case 'EVENT_PROMOTED':
      return { type: 'EVENT_PROMOTED', title: 'You’re going', body: `A place freed up: you’re going to ${event}.`, link, tag };
    default:
      return {
        type: 'EVENT_REMINDER',
        title: 'Event reminder',
        body: `${event} begins ${beginsInWords(new Date(row.event_begin_at), new Date(row.created_at))}.`,
        link,
        tag,
      };
  }
}
