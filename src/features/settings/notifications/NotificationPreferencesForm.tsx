import { graphql, useFragment } from 'react-relay/hooks';
import { errorMessage } from '../../../lib/graphqlErrors';
import { Switch } from '../../../ui/Switch';
import { showToast } from '../../../ui/Toast';
import { useSetNotificationPreferencesMutation } from '../mutations/SetNotificationPreferencesMutation';
import type { NotificationPreferencesForm_viewer$key } from './__generated__/NotificationPreferencesForm_viewer.graphql';

type Preference = 'likes' | 'mutuals' | 'chatRequests' | 'messages' | 'groupReplies' | 'eventChanges' | 'eventReminders' | 'notWhileActive';

const KINDS: { key: Exclude<Preference, 'notWhileActive'>; label: string }[] = [
  { key: 'likes', label: 'Likes' },
  { key: 'mutuals', label: 'Mutual likes' },
  { key: 'chatRequests', label: 'Chat requests' },
  { key: 'messages', label: 'Messages' },
  { key: 'groupReplies', label: 'Replies to my threads' },
  { key: 'eventChanges', label: 'Event changes' },
  { key: 'eventReminders', label: 'Event reminders' },
];

/**
 * Which events reach the member's devices. Each switch saves as it is flipped (shown at once, put back with a
 * toast if the server refuses); the bell in the app always has every notification.
 */
export function NotificationPreferencesForm({ viewer }: { viewer: NotificationPreferencesForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationPreferencesForm_viewer on Viewer {
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
    `,
    viewer,
  );
  const [commit] = useSetNotificationPreferencesMutation();
  const preferences = data.notificationPreferences;

  const set = (key: Preference, value: boolean) =>
    commit({
      variables: { input: { [key]: value } },
      optimisticResponse: {
        notificationPreferencesSet: { viewer: { id: data.id, notificationPreferences: { ...preferences, [key]: value } } },
      },
      onError: (error) => void showToast({ title: 'Notification settings not saved', description: errorMessage(error) }),
    });

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">Send to my devices</legend>
        {KINDS.map(({ key, label }) => (
          <Switch key={key} isSelected={preferences[key]} onChange={(value) => set(key, value)} className="max-w-sm">
            {label}
          </Switch>
        ))}
      </fieldset>
      <Switch isSelected={preferences.notWhileActive} onChange={(value) => set('notWhileActive', value)} className="max-w-sm">
        <span className="block">Not while I'm using Snoot</span>
        <span className="block text-xs text-neutral-700 dark:text-neutral-300">
          Nothing is sent while a Snoot tab of yours is open and in view.
        </span>
      </Switch>
    </div>
  );
}
