import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onNotificationClickMessage, registerServiceWorker } from '../../lib/serviceWorker';
import { setTitleUnreadCount } from '../../ui/pageTitle';
import { useNotificationsSubscription } from './useNotificationsSubscription';
import { usePresenceReporting } from './usePresenceReporting';

/**
 * Everything notifications keep running while a member is logged in: the live subscription, the unread count in
 * the document title, presence reports, and the service worker that shows device notifications (registered
 * now; it asks no permission) with its clicks opening the page here.
 */
export function useNotificationsSession(unreadCount: number) {
  useNotificationsSubscription();
  usePresenceReporting();
  useEffect(() => {
    setTitleUnreadCount(unreadCount);
  }, [unreadCount]);
  // Logged out (or the shell gone): the title stops counting.
  useEffect(() => () => setTitleUnreadCount(0), []);
  const router = useRouter();
  useEffect(() => {
    // Once the page has loaded (as service workers are best registered): the worker's first fetch does not
    // compete with the page's.
    const stop = onNotificationClickMessage((link) => void router.navigate({ href: link }));
    const start = () => void registerServiceWorker();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      stop();
    };
  }, [router]);
}
