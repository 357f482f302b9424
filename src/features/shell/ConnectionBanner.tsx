import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { connection, useConnectionStatus } from '../../relay/connection';
import { announce } from '../../ui/LiveAnnouncer';

/**
 * Under the nav, in the page's flow (it pushes the page down rather than covering it): says so while the server
 * cannot be reached. The status region is always there, so screen readers hear the words when they appear. It lives
 * in the logged-in frame, so the logged-out pages' first download carries none of this.
 */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  const router = useRouter();
  useEffect(
    () =>
      connection.onRecovered(() => {
        // Said once per return of the server; the banner itself is gone by then.
        announce('Connected again.');
        // Every screen on the page runs its loaders again: one that said "Connection lost" loads by itself, the
        // others read what changed meanwhile.
        void router.invalidate();
      }),
    [router],
  );
  const isAway = status === 'reconnecting';
  return (
    <div role="status" className={isAway ? '' : 'sr-only'}>
      {isAway && (
        <p className="border-b-2 border-amber-600 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
          <strong className="font-semibold">Reconnecting…</strong> Snoot can't be reached right now. This page catches up by itself.
        </p>
      )}
    </div>
  );
}
