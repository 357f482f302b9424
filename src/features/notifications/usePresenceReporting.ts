import { useEffect } from 'react';
import { useSetPresenceMutation } from './SetPresenceMutation';

/** While a tab stays in view it says so again this often, since the server counts "Online" as a recent report. */
const HEARTBEAT_MS = 60_000;
/** Focus and visibility events come in bursts; an unchanged state is not sent again sooner than this. */
const REPEAT_AFTER_MS = 30_000;

/**
 * presenceSet for the logged-in session: whether this tab is in view, sent when that changes and repeated while
 * it stays so, for other members' "Online" and for holding back pushes while the member is using Snoot.
 */
export function usePresenceReporting() {
  const [commit] = useSetPresenceMutation();
  useEffect(() => {
    let last: { isActive: boolean; at: number } | null = null;
    const report = (event?: Event) => {
      // A page being left says so at once, whatever the last report was; the server also lets a report lapse.
      const isActive = event?.type !== 'pagehide' && document.visibilityState === 'visible';
      const now = Date.now();
      if (last && last.isActive === isActive && now - last.at < REPEAT_AFTER_MS) return;
      last = { isActive, at: now };
      // A lost report only makes "Online" lag; it is not the member's concern.
      commit({ variables: { input: { isActive } }, onError: (error) => console.warn('Presence not reported', error) });
    };
    report();
    const heartbeat = window.setInterval(() => {
      if (document.visibilityState === 'visible') report();
    }, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', report);
    window.addEventListener('focus', report);
    window.addEventListener('pagehide', report);
    return () => {
      window.clearInterval(heartbeat);
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener('focus', report);
      window.removeEventListener('pagehide', report);
    };
  }, [commit]);
}
