import { shownName } from './hiddenMember';

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

/**
 * What a notification says, in the member's words: "Mika liked you", "Mika sent you 3 messages", "Mika replied to
 * your thread “Meet-up Saturday?”" (`about` is the thread's title, or the event's name for EVENT_* kinds).
 */
export function notificationText(kind: string, actorName: string, count = 1, about?: string | null): string {
  const name = shownName(actorName);
  switch (kind as NotificationKind) {
    case 'LIKE':
      return `${name} liked you`;
    case 'MUTUAL':
      return `You and ${name} like each other`;
    case 'CHAT_REQUEST':
      return `${name} wants to chat`;
    case 'MESSAGE':
      return count > 1 ? `${name} sent you ${count} messages` : `${name} sent you a message`;
    case 'GROUP_REPLY': {
      const thread = about ? `your thread “${about}”` : 'your thread';
      return count > 1 ? `${count} new replies to ${thread}, the latest from ${name}` : `${name} replied to ${thread}`;
    }
    case 'EVENT_CANCELLED':
      return `${quoted(about, 'An event you attend')} was cancelled`;
    case 'EVENT_CHANGED':
      return `${quoted(about, 'An event you attend')} moved to another time`;
    case 'EVENT_PROMOTED':
      return `A place freed up: you're going to ${quoted(about, 'the event')}`;
    case 'EVENT_REMINDER':
      return `Reminder: ${quoted(about, 'an event you attend')} begins soon`;
    default:
      // A kind a newer server added: still say who it was about rather than nothing.
      return `News from ${name}`;
  }
}

function quoted(name: string | null | undefined, otherwise: string): string {
  return name ? `“${name}”` : otherwise;
}

/** The bell's accessible name, which holds what the badge shows ("Notifications, 3 unread"). */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread > 99 ? '99+' : unread} unread` : 'Notifications';
}
