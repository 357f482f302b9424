import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { DeviceNotificationsSwitch } from './DeviceNotificationsSwitch';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import type { NotificationSettingsScreenQuery } from './__generated__/NotificationSettingsScreenQuery.graphql';

export const notificationSettingsScreenQuery = graphql`
  query NotificationSettingsScreenQuery {
    viewer @required(action: THROW) {
      pushPublicKey
      ...NotificationPreferencesForm_viewer
    }
  }
`;

/** Settings › Notifications: device notifications for this browser and which events they bring. */
export function NotificationSettingsScreen({ queryRef }: { queryRef: PreloadedQuery<NotificationSettingsScreenQuery> }) {
  const { viewer } = useRouteQuery<NotificationSettingsScreenQuery>(notificationSettingsScreenQuery, queryRef);
  return (
    <SettingsPage title="Notification Settings">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        The bell at the top always shows your likes, mutual likes, chat requests and messages. Device notifications bring them to this
        browser even when Snoot is closed.
      </p>
      {viewer.pushPublicKey ? (
        <>
          <Card className="flex flex-col gap-3">
            <h2 className="text-lg font-bold">This device</h2>
            <DeviceNotificationsSwitch publicKey={viewer.pushPublicKey} />
          </Card>
          <Card className="flex flex-col gap-3">
            <h2 className="text-lg font-bold">What to send</h2>
            <NotificationPreferencesForm viewer={viewer} />
          </Card>
        </>
      ) : (
        <Card>
          <p className="text-sm">Device notifications are off on this server.</p>
        </Card>
      )}
    </SettingsPage>
  );
}
