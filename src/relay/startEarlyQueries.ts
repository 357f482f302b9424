import AppShellQueryNode from '../features/shell/__generated__/AppShellQuery.graphql';
import DiscoverScreenQueryNode from '../features/discover/__generated__/DiscoverScreenQuery.graphql';
import { discoverVariables } from '../features/discover/discoverVariables';
import { formatDistance } from '../lib/distance';
import { preloadFirstRow } from '../features/discover/preloadFirstRow';
import { settingsStore } from '../state/settings';
import { createFetchGraphQL } from './fetchGraphQL';
import { fetchAhead } from './earlyResponses';

/**
 * Home's two queries (the shell's and the grid's), sent as soon as the entry runs, while Relay and the
 * route's JS are still on their way; the route loaders' loadQuery then takes these answers (environment.ts). The
 * grid's answer also starts the first row's pictures.
 */
export function startHomeQueries() {
  const fetchGraphQL = createFetchGraphQL();
  fetchAhead(AppShellQueryNode.params, {}, fetchGraphQL);
  const variables = discoverVariables();
  fetchAhead(DiscoverScreenQueryNode.params, variables, fetchGraphQL).then(
    (answer) => preloadFirstRow(answer, Boolean(variables.isAd), settingsStore.get().blurExplicitContent),
    // Whoever claims the answer hears of the failure.
    () => undefined,
  );
  // The page's first Intl formatter loads ICU's data, 40–80 ms of the main thread: made now, while the answers and
  // the route's JS are on their way, rather than in the grid's first render (its cards' distances).
  formatDistance(1, 'km');
}
