import type { PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { usePageTitle } from '../../ui/pageTitle';
import { NotificationCentre, notificationCentreQuery } from './NotificationCentre';
import type { NotificationCentreQuery } from './__generated__/NotificationCentreQuery.graphql';

/** /notifications: the notification centre as a page, where the bell leads on phones. */
export function NotificationsScreen({ queryRef }: { queryRef: PreloadedQuery<NotificationCentreQuery> }) {
  const { viewer } = useRouteQuery<NotificationCentreQuery>(notificationCentreQuery, queryRef);
  usePageTitle('Notifications');
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6">
      <NotificationCentre
        viewer={viewer}
        title={
          <h1 tabIndex={-1} className="text-2xl font-bold outline-0">
            Notifications
          </h1>
        }
      />
    </main>
  );
}
