import { Suspense } from 'react';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { bellLabel } from '../../lib/notificationText';
import { Button } from '../../ui/Button';
import { BellIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { Popover } from '../../ui/Popover';
import { Spinner } from '../../ui/Spinner';
import { NotificationCentre, notificationCentreQuery } from './NotificationCentre';
import { useNotificationsSession } from './useNotificationsSession';
import type { NotificationBell_viewer$key } from './__generated__/NotificationBell_viewer.graphql';
import type { NotificationCentreQuery } from './__generated__/NotificationCentreQuery.graphql';

/** The count on the bell; the bell's name says it too, so this is for the eye only. */
function Badge({ unread }: { unread: number }) {
  if (unread === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-violet-700 px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-white dark:bg-violet-300 dark:text-neutral-950 dark:ring-neutral-900"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

function CentreInPopover({ queryRef, close }: { queryRef: PreloadedQuery<NotificationCentreQuery>; close: () => void }) {
  const { viewer } = usePreloadedQuery<NotificationCentreQuery>(notificationCentreQuery, queryRef);
  if (!viewer) return null;
  return (
    <NotificationCentre
      viewer={viewer}
      onFollow={close}
      title={
        <Heading slot="title" className="px-1 text-lg font-bold">
          Notifications
        </Heading>
      }
    />
  );
}

/**
 * The top bar's bell with the unread count. On wider screens it opens the notification centre in a popover
 * (Escape closes it and focus returns to the bell); on phones it leads to the /notifications page, which has
 * room for it.
 */
export function NotificationBell({ viewer }: { viewer: NotificationBell_viewer$key }) {
  const { notificationsUnreadCount: unread } = useFragment(
    graphql`
      fragment NotificationBell_viewer on Viewer {
        notificationsUnreadCount
      }
    `,
    viewer,
  );
  useNotificationsSession(unread);
  const [queryRef, loadQuery] = useQueryLoader<NotificationCentreQuery>(notificationCentreQuery);
  const label = bellLabel(unread);

  return (
    <>
      <DialogTrigger onOpenChange={(isOpen) => isOpen && loadQuery({}, { fetchPolicy: 'store-and-network' })}>
        <Button variant="quiet" size="icon" aria-label={label} className="relative max-mobile:hidden">
          <BellIcon />
          <Badge unread={unread} />
        </Button>
        <Popover
          placement="bottom end"
          offset={6}
          className="max-h-[min(40rem,80vh)] w-[26rem] max-w-[calc(100vw-1rem)] overflow-y-auto p-3"
        >
          <Dialog aria-label="Notifications" className="outline-0">
            {({ close }) => (
              <Suspense
                fallback={
                  <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm">
                    <Spinner /> Loading notifications…
                  </p>
                }
              >
                {queryRef && <CentreInPopover queryRef={queryRef} close={close} />}
              </Suspense>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
      <Link
        to="/notifications"
        variant="plain"
        aria-label={label}
        className="relative flex h-10 w-10 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-200 mobile:hidden dark:text-neutral-100 dark:hover:bg-neutral-800"
      >
        <BellIcon />
        <Badge unread={unread} />
      </Link>
    </>
  );
}
