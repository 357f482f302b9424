import { graphql, useMutation } from 'react-relay/hooks';
import type { SetNotificationPreferencesMutation } from './__generated__/SetNotificationPreferencesMutation.graphql';

/** Which events reach the member's devices, and whether not while they are using Snoot. */
export function useSetNotificationPreferencesMutation() {
  return useMutation<SetNotificationPreferencesMutation>(graphql`
    mutation SetNotificationPreferencesMutation($input: NotificationPreferencesInput!) {
      notificationPreferencesSet(input: $input) {
        viewer {
          id
          notificationPreferences {
            likes
            mutuals
            chatRequests
            messages
            groupReplies
            eventChanges
            eventReminders
            notWhileActive
          }
        }
      }
    }
  `);
}
