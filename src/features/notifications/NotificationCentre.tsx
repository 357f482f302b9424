import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { LikesReceivedList } from './LikesReceivedList';
import { useMarkAllNotificationsReadMutation } from './MarkAllNotificationsReadMutation';
import { NotificationList } from './NotificationList';
import { markListedRead, setUnreadCount } from './notificationStore';
import type { NotificationCentre_viewer$key } from './__generated__/NotificationCentre_viewer.graphql';

/** What the bell's popover and the /notifications page both show; the page preloads it, the popover on opening. */
export const notificationCentreQuery = graphql`
  query NotificationCentreQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      ...NotificationCentre_viewer
    }
  }
`;

/**
 * The notification centre: the title the caller gives (the page's h1 or the popover's heading), "Mark all as
 * read", and two tabs: every notification, and the members who like the viewer. `onFollow` runs when a link in
 * it is followed (the popover closes then).
 */
export function NotificationCentre({
  viewer,
  title,
  onFollow,
}: {
  viewer: NotificationCentre_viewer$key;
  title: ReactNode;
  onFollow?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment NotificationCentre_viewer on Viewer {
        notificationsUnreadCount
        ...NotificationList_viewer
        ...LikesReceivedList_viewer
      }
    `,
    viewer,
  );
  const [markAllRead, isMarking] = useMarkAllNotificationsReadMutation();
  const unread = data.notificationsUnreadCount;

  // Stays enabled at 0 unread: a button disabled under the member's focus would drop focus onto the page.
  const markAll = () => {
    if (unread === 0) {
      announce('No unread notifications');
      return;
    }
    markAllRead({
      variables: {},
      optimisticUpdater: (store) => {
        markListedRead(store);
        setUnreadCount(store, 0);
      },
      onCompleted: () => announce('All notifications marked as read'),
      onError: () => announce('Notifications could not be marked as read. Try again.'),
    });
  };

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {title}
        <Button variant="quiet" onPress={markAll} isPending={isMarking}>
          Mark all as read
        </Button>
      </div>
      <Tabs variant="segmented" className="flex min-h-0 flex-col gap-2">
        <TabList variant="segmented" aria-label="Notification lists">
          <Tab variant="segmented" id="all" aria-label={unread > 0 ? `All, ${unread} unread` : 'All'}>
            All
            {unread > 0 && <span className="ml-1.5">({unread > 99 ? '99+' : unread})</span>}
          </Tab>
          <Tab variant="segmented" id="likes">
            Likes you
          </Tab>
        </TabList>
        <TabPanel variant="segmented" id="all" className="rounded-lg outline-violet-600 focus-visible:outline-2">
          <NotificationList viewer={data} onFollow={onFollow} />
        </TabPanel>
        <TabPanel variant="segmented" id="likes" className="rounded-lg outline-violet-600 focus-visible:outline-2">
          <LikesReceivedList viewer={data} onFollow={onFollow} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
