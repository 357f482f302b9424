import AppShellQueryNode from './features/shell/__generated__/AppShellQuery.graphql';
import DiscoverScreenQueryNode from './features/discover/__generated__/DiscoverScreenQuery.graphql';
import { discoverVariables } from './features/discover/discoverVariables';
import { preloadFirstRow } from './features/discover/preloadFirstRow';
import { formatDistance } from './lib/distance';
import { sendAhead } from './relay/earlyResponses';
import { settingsStore } from './state/settings';

/**
 * Home's two queries (the shell's and the grid's), sent by a script of its own that the page loads first. The
 * build bundles it whole, sharing no chunk with the app (scripts/earlyEntry.ts), so the requests leave as soon
 * as this one small file has arrived, not after the waves of chunks the app's entry needs: the grid's query used
 * to leave about 325 ms into a load of home on a 2-core machine. The route loaders' queries then take these
 * answers (relay/earlyResponses.ts), and the grid's answer starts the first row's pictures. Other routes and
 * logged-out visits send nothing.
 */
if (window.location.pathname === '/') {
  sendAhead(AppShellQueryNode.params, {});
  const variables = discoverVariables();
  sendAhead(DiscoverScreenQueryNode.params, variables)?.then(
    (answer) => preloadFirstRow(answer, Boolean(variables.isAd), settingsStore.get().blurExplicitContent),
    // Whoever claims the answer hears of the failure.
    () => undefined,
  );
  // The page's first Intl formatter loads ICU's data, 40–80 ms of the main thread: made now, while the answers
  // and the app's JS are on their way, rather than in the grid's first render (its cards' distances).
  formatDistance(1, 'km');
}
