import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * Whether the page under the shell may show. Its loader started the page's query when the app opened, while the
 * member was still onboarding, and the server refuses everything but onboarding until then (ONBOARDING_REQUIRED).
 * Once they are onboarded the route loaders run again, and the page shows with its real data, not that refusal.
 */
export function usePageAfterOnboarding(isOnboarded: boolean | undefined) {
  const router = useRouter();
  const [isReady, setIsReady] = useState(isOnboarded !== false);
  useEffect(() => {
    if (!isOnboarded || isReady) return;
    let isCurrent = true;
    // Pending, not stale: the pages' loaders (those under the shell) finish before the promise does, rather than
    // in the background while the refused answer still shows.
    const pages = { filter: (match: { routeId: string }) => match.routeId.startsWith('/_app/'), forcePending: true };
    void router.invalidate(pages).then(() => isCurrent && setIsReady(true));
    return () => {
      isCurrent = false;
    };
  }, [isOnboarded, isReady, router]);
  return isReady;
}
