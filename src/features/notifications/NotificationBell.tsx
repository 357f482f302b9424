import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { bellLabel } from '../../lib/notificationText';
import { Button } from 'react-aria-components';
import { buttonStyles } from '../../ui/Button';
import { BellIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { useNotificationsSession } from './useNotificationsSession';
import type { NotificationBell_viewer$key } from './__generated__/NotificationBell_viewer.graphql';

// The popover (React Aria's overlays, the centre's lists) loads when a member points at, focuses or presses the
// bell, so home paints without it.
const loadPopover = () => import('./NotificationPopover');
const NotificationPopover = lazy(loadPopover);

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

/**
 * The top bar's bell with the unread count. On wider screens it opens the notification centre in a popover; on
 * phones it leads to the /notifications page, which has room for it.
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
  const [isOpen, setIsOpen] = useState<boolean | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const label = bellLabel(unread);

  return (
    <>
      <Button
        ref={triggerRef}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen === true}
        onHoverStart={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onPress={() => setIsOpen(true)}
        className={(renderProps) =>
          buttonStyles({ ...renderProps, variant: 'quiet', size: 'icon', className: 'relative max-mobile:hidden' })
        }
      >
        <BellIcon />
        <Badge unread={unread} />
      </Button>
      {isOpen !== null && (
        <Suspense fallback={null}>
          <NotificationPopover triggerRef={triggerRef} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
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
