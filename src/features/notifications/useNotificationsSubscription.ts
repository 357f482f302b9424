import { useEffect, useMemo, useRef } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import { commitLocalUpdate, getRequest, type GraphQLSubscriptionConfig } from 'relay-runtime';
import { shownName } from '../../lib/hiddenMember';
import { notificationText } from '../../lib/notificationText';
import { nameWithRole } from '../../../shared/roles';
import { onSocketConnected } from '../../relay/subscribe';
import { announce } from '../../ui/LiveAnnouncer';
import { putNotificationOnTop, setUnreadCount } from './notificationStore';
import type { useNotificationsSubscription as NotificationsSubscription } from './__generated__/useNotificationsSubscription.graphql';
import type { useNotificationsSubscriptionCountQuery } from './__generated__/useNotificationsSubscriptionCountQuery.graphql';

const subscription = graphql`
  subscription useNotificationsSubscription {
    notifications {
      unreadCount
      notification {
        id
        kind
        count
        isRead
        actor {
          displayName
          bestRole {
            name
          }
        }
        groupThread {
          title
        }
        event {
          displayName
        }
        ...NotificationItem_notification
      }
    }
  }
`;

/** The count read again after a reconnect, since events sent while the socket was down are not replayed. */
const countQuery = graphql`
  query useNotificationsSubscriptionCountQuery {
    viewer {
      id
      notificationsUnreadCount
    }
  }
`;

/**
 * The viewer's notifications as they happen, for the whole logged-in session: each new or updated one goes to
 * the top of the centre's list, the unread count (bell, title) takes the server's figure, and an unread one is
 * said politely to screen-reader users.
 */
export function useNotificationsSubscription() {
  const environment = useRelayEnvironment();
  /** Events taken so far: a count read that an event overtook is older than the event's count. */
  const eventsTaken = useRef(0);
  /**
   * What was said already, by id and count: after an outage of live events the server sends the newest
   * notification again (with the unread count as it is now), which is no news to say twice.
   */
  const announced = useRef(new Set<string>());
  const config = useMemo<GraphQLSubscriptionConfig<NotificationsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const event = data?.notifications;
        if (!event) return;
        eventsTaken.current += 1;
        setUnreadCount(store, event.unreadCount);
        const notification = store.getRootField('notifications')?.getLinkedRecord('notification');
        if (notification) putNotificationOnTop(store, notification);
      },
      onNext: (data) => {
        const notification = data?.notifications.notification;
        const said = notification ? `${notification.id}:${notification.count}` : '';
        if (notification && !notification.isRead && !announced.current.has(said)) {
          announced.current.add(said);
          const { displayName, bestRole } = notification.actor;
          const name = nameWithRole(shownName(displayName), bestRole ? [bestRole.name] : []);
          announce(
            `New notification: ${notificationText(
              notification.kind,
              name,
              notification.count,
              notification.kind.startsWith('EVENT_') ? notification.event?.displayName : notification.groupThread?.title,
            )}`,
          );
        }
      },
    }),
    [],
  );
  useSubscription(config);
  useEffect(
    () =>
      onSocketConnected(() => {
        const takenBefore = eventsTaken.current;
        // Read apart from the store: the answer comes over HTTP and an event over the socket, in either order.
        // One that arrived meanwhile carries the newer count, which Relay would otherwise overwrite with this one.
        environment
          .getNetwork()
          .execute(getRequest(countQuery).params, {}, { force: true })
          .subscribe({
            next: (response) => {
              const data = 'data' in response ? (response.data as useNotificationsSubscriptionCountQuery['response'] | null) : null;
              const count = data?.viewer?.notificationsUnreadCount;
              if (typeof count !== 'number' || eventsTaken.current !== takenBefore) return;
              commitLocalUpdate(environment, (store) => setUnreadCount(store, count));
            },
          });
      }),
    [environment],
  );
}
