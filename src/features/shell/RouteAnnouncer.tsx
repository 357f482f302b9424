import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useStore } from '../../state/createStore';
import { noteNavigation, routeFocusStore } from '../../ui/pageTitle';

/**
 * Says the new page's title after each navigation (screens set it and move focus with usePageTitle), so a
 * screen-reader user hears that the page changed, like a full page load would tell them.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const announcement = useStore(routeFocusStore, (state) => state.announcement);
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        // The first load has no previous page: the browser starts at the top and reads the title itself.
        if (fromLocation && pathChanged) noteNavigation();
      }),
    [router],
  );
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer" data-live-announcer>
      {announcement}
    </div>
  );
}
