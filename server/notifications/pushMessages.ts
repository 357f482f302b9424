import { nameWithRole } from '../../shared/roles.ts';
import type { PushMessage } from './push.ts';
import type { NotificationRow } from './notifications.ts';

/** Where a notification leads in the app: the room for chat, the thread for a reply, the other member's profile otherwise. */
export function notificationLink(row: Pick<NotificationRow, 'room_id' | 'actor_id' | 'group_thread_id'>, groupUuid?: string | null) {
  if (row.group_thread_id && groupUuid) return `/groups/${groupUuid}/threads/${row.group_thread_id}`;
  return row.room_id ? `/chatrooms/${row.room_id}` : `/profiles/${row.actor_id}`;
}

/**
 * The words a device shows: the other member's display name, with their role if they are staff, and nothing more
 * personal (never a message's text).
 */
export function pushMessageFor(
  row: NotificationRow & { group_uuid?: string | null },
  actor: { display_name: string; roles: string[] },
): PushMessage {
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
