import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onNotificationClickMessage, registerServiceWorker } from '../../lib/webPush';
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
    void registerServiceWorker();
    return onNotificationClickMessage((link) => void router.navigate({ href: link }));
  }, [router]);
}
