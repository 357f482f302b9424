import { graphql, useMutation } from 'react-relay/hooks';
import type { MarkNotificationReadMutation } from './__generated__/MarkNotificationReadMutation.graphql';

/** Marks one notification read (following its link does); the answer brings the new unread count. */
export function useMarkNotificationReadMutation() {
  return useMutation<MarkNotificationReadMutation>(graphql`
    mutation MarkNotificationReadMutation($input: NotificationReadInput!) {
      notificationRead(input: $input) {
        notification {
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
