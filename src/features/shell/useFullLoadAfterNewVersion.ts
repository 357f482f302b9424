import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onNewVersion } from '../../lib/serviceWorker';

/**
 * A deploy's new service worker took this page over: the member's next move loads the new version whole, since
 * the chunks this page would fetch are the old version's (and the new worker has dropped them from its cache).
 */
export function useFullLoadAfterNewVersion() {
  const router = useRouter();
  useEffect(() => {
    let isOutdated = false;
    const stopWatching = onNewVersion(() => (isOutdated = true));
    const stopNavigating = router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
      if (isOutdated && pathChanged) window.location.assign(toLocation.href);
    });
    return () => {
      stopWatching();
      stopNavigating();
    };
  }, [router]);
}
