import { lazy, Suspense, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { DiscoverError } from './DiscoverError';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { useSettings } from '../../state/settings';
import { Spinner } from '../../ui/Spinner';
import { discoverVariables } from './discoverVariables';
import { FilterPills } from './FilterPills';
import { FirstRunNudge } from './FirstRunNudge';
import { ProfileGrid } from './ProfileGrid';
import { searchSettingsFor, setAdMode, useSearchSettings } from '../../state/searchSettings';
import { useLiveLocationRefresh } from './useLiveLocationRefresh';
import type { DiscoverScreenQuery } from './__generated__/DiscoverScreenQuery.graphql';
import type { DiscoverScreen_search$key } from './__generated__/DiscoverScreen_search.graphql';
import { usePageTitle } from '../../ui/pageTitle';

// The news feed is an experiment for developers only: most members never load it.
const HomeNews = lazy(() => import('./HomeNews').then((module) => ({ default: module.HomeNews })));

export const discoverScreenQuery = graphql`
  query DiscoverScreenQuery($isAd: Boolean!, $filters: ProfileSearchFilters) @throwOnFieldError {
    viewer @required(action: THROW) {
      isDeveloper
      isAdult
      contentOptions {
        isAdOptIn
      }
      profile {
        uuid
        location {
          type
        }
      }
      ...FilterPills_viewer
      ...FirstRunNudge_viewer
    }
    ...HomeNews_query
    ...DiscoverScreen_search @arguments(isAd: $isAd, filters: $filters)
  }
`;

/** Home: the news feed (experiment group only), the filter pills and the nearest-first profile grid. */
export function DiscoverScreen({ queryRef }: { queryRef: PreloadedQuery<DiscoverScreenQuery> }) {
  const data = useRouteQuery<DiscoverScreenQuery>(discoverScreenQuery, queryRef);
  usePageTitle('Discover');
  const showNews = useSettings((settings) => (settings as { experiments?: Record<string, string> }).experiments?.home_news_feed === '1');
  const viewer = data.viewer;
  useEffect(() => {
    searchSettingsFor(viewer.profile.uuid);
    // After Dark locked since (or never opened): back to the safe grid.
    if (!(viewer.isAdult && viewer.contentOptions.isAdOptIn)) setAdMode(false);
  }, [viewer]);
  const [fetchKey, setFetchKey] = useState(0);
  const reload = useCallback(() => setFetchKey((key) => key + 1), []);
  useLiveLocationRefresh(viewer.profile.location?.type, reload);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="sr-only">Discover</h1>
      {showNews && viewer.isDeveloper && (
        <Suspense fallback={null}>
          <HomeNews query={data} />
        </Suspense>
      )}
      <FirstRunNudge viewer={viewer} />
      <FilterPills viewer={viewer} />
      <ErrorBoundary FallbackComponent={GridError}>
        <SearchResults query={data} fetchKey={fetchKey} />
      </ErrorBoundary>
    </main>
  );
}

/** Refetches the grid whenever the search settings or the unit change, keeping the old grid until the new one is in. */
function SearchResults({ query, fetchKey }: { query: DiscoverScreen_search$key; fetchKey: number }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DiscoverScreen_search on Query
      @argumentDefinitions(isAd: { type: "Boolean", defaultValue: false }, filters: { type: "ProfileSearchFilters" })
      @refetchable(queryName: "DiscoverScreenRefetchQuery") {
        ...ProfileGrid_query @arguments(isAd: $isAd, filters: $filters)
      }
    `,
    query,
  );
  const settings = useSearchSettings((state) => state);
  const unit = useSettings((state) => state.unitOfDistance);
  const [isPending, startTransition] = useTransition();
  const variables = discoverVariables(settings, unit);
  const key = JSON.stringify(variables);
  const last = useRef({ key, fetchKey });
  useEffect(() => {
    if (last.current.key === key && last.current.fetchKey === fetchKey) return;
    // A new position (fetchKey) makes every cached search stale; new filters may reuse a cached one.
    const fetchPolicy = last.current.fetchKey === fetchKey ? 'store-or-network' : 'network-only';
    last.current = { key, fetchKey };
    startTransition(() => {
      refetch(JSON.parse(key), { fetchPolicy });
    });
  }, [key, fetchKey, refetch]);
  return (
    <div aria-busy={isPending || undefined} className={isPending ? 'opacity-60 transition-opacity' : undefined}>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner size="lg" />
          </div>
        }
      >
        <ProfileGrid query={data} isAd={settings.isAd} />
      </Suspense>
    </div>
  );
}

function GridError({ error }: FallbackProps) {
  return <DiscoverError error={error} />;
}
