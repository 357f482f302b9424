import { graphql, useMutation } from 'react-relay/hooks';
import type { MarkAllNotificationsReadMutation } from './__generated__/MarkAllNotificationsReadMutation.graphql';

/** "Mark all as read": the answer names each notification it marked, so every list shows them read. */
export function useMarkAllNotificationsReadMutation() {
  return useMutation<MarkAllNotificationsReadMutation>(graphql`
    mutation MarkAllNotificationsReadMutation {
      notificationsMarkAllRead(input: {}) {
        notifications {
          id
          isRead
        }
        viewer {
          id
          notificationsUnreadCount
        }
      }
    }
  `);
}
