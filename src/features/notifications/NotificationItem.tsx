import { graphql, useFragment } from 'react-relay/hooks';
import { notificationAge } from '../../lib/notificationAge';
import { notificationText } from '../../lib/notificationText';
import { shownName } from '../../lib/hiddenMember';
import { nameWithRole } from '../../../shared/roles';
import { Link } from '../../ui/Link';
import { Avatar } from '../chat/ChatRoomHeader';
import { useMarkNotificationReadMutation } from './MarkNotificationReadMutation';
import { setUnreadCount } from './notificationStore';
import type { NotificationItem_notification$key } from './__generated__/NotificationItem_notification.graphql';

const rowClass =
  'flex items-start gap-3 rounded-xl px-3 py-2.5 text-sm text-neutral-900 hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800';

/**
 * One notification: who, what, when, and whether it is new, leading to their profile, the room, the thread or the event. Following it
 * marks it read. "New" is written out (and part of the link's name), not shown by colour alone.
 */
export function NotificationItem({ notification, onFollow }: { notification: NotificationItem_notification$key; onFollow?: () => void }) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        kind
        count
        createdAt
        isRead
        actor {
          uuid
          displayName
          bestRole {
            name
          }
          primaryImage {
            image {
              url(width: 64)
            }
          }
        }
        chatRoom {
          uuid
        }
        groupThread {
          uuid
          title
          group {
            uuid
          }
        }
        event {
          uuid
          displayName
        }
      }
    `,
    notification,
  );
  const [markRead] = useMarkNotificationReadMutation();
  // Staff are named with their role ("Rook (Snoot Team) liked you"), which no member's name may copy.
  const actorName = nameWithRole(shownName(data.actor.displayName), data.actor.bestRole ? [data.actor.bestRole.name] : []);
  const isEvent = data.kind.startsWith('EVENT_');
  // What the notice is about, by its kind: an event's name, or a thread's title.
  const text = notificationText(data.kind, actorName, data.count, isEvent ? data.event?.displayName : data.groupThread?.title);

  const follow = () => {
    if (!data.isRead) {
      markRead({
        variables: { input: { id: data.id } },
        optimisticUpdater: (store) => {
          store.get(data.id)?.setValue(true, 'isRead');
          setUnreadCount(store, (count) => count - 1);
        },
        // The link is followed anyway; it stays unread, which the next look at the list shows.
        onError: (error) => console.warn('Notification not marked read', error),
      });
    }
    onFollow?.();
  };

  const content = (
    <>
      <Avatar url={data.actor.primaryImage?.image.url} name={data.actor.displayName} />
      <span className="min-w-0 flex-1">
        <span className={`block ${data.isRead ? '' : 'font-bold'}`}>{text}</span>
        <time dateTime={data.createdAt} className="block text-xs text-neutral-700 dark:text-neutral-300">
          {notificationAge(data.createdAt)}
        </time>
      </span>
      {!data.isRead && (
        <span className="mt-0.5 flex-none rounded-full bg-violet-700 px-2 py-0.5 text-xs font-bold text-white dark:bg-violet-300 dark:text-neutral-950">
          New
        </span>
      )}
    </>
  );
  const className = `${rowClass} ${data.isRead ? '' : 'bg-violet-50 dark:bg-violet-950/60'}`;
  const room = data.kind === 'CHAT_REQUEST' || data.kind === 'MESSAGE' ? data.chatRoom : null;
  const thread = data.kind === 'GROUP_REPLY' ? data.groupThread : null;
  const event = isEvent ? data.event : null;
  return (
    <li>
      {event ? (
        <Link to="/events/$uuid" params={{ uuid: event.uuid }} variant="plain" className={className} onPress={follow}>
          {content}
        </Link>
      ) : thread ? (
        <Link
          to="/groups/$uuid/threads/$threadUuid"
          params={{ uuid: thread.group.uuid, threadUuid: thread.uuid }}
          variant="plain"
          className={className}
          onPress={follow}
        >
          {content}
        </Link>
      ) : room ? (
        <Link to="/chatrooms/$uuid" params={{ uuid: room.uuid }} variant="plain" className={className} onPress={follow}>
          {content}
        </Link>
      ) : (
        <Link to="/profiles/$uuid" params={{ uuid: data.actor.uuid }} variant="plain" className={className} onPress={follow}>
          {content}
        </Link>
      )}
    </li>
  );
}
