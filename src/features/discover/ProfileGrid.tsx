import { startTransition, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Spinner } from '../../ui/Spinner';
import { ProfileCard } from './ProfileCard';
import { FIRST_ROW_UNMEASURED } from './cardPicture';
import { firstScreenCards, useGridWindow } from './useGridWindow';
import { useGridFocusKeeper } from './useGridFocusKeeper';
import type { ProfileGrid_query$key } from './__generated__/ProfileGrid_query.graphql';
import { useResultCountAnnouncement } from './useResultCountAnnouncement';

/** SPEC §9: the grid loads 60 at a time until a page comes back shorter. */
export const GRID_PAGE = 60;

/**
 * How many of the page's cards to render. The grid's first render fills the first screen with cards and holds the
 * place of the rest with boxes of their size (so the page is as tall, and a scroll position comes back); the cards
 * follow in a render React can pause for the browser. All 60 at once were one task of about half a second on a
 * 2-core machine before the first picture could paint (over a second of blocking time at 4× CPU throttling).
 * Later pages render whole, as the member scrolls to them.
 */
function useFirstScreenFirst() {
  const [rendered, setRendered] = useState(firstScreenCards);
  useEffect(() => {
    if (rendered !== Infinity) startTransition(() => setRendered(Infinity));
  }, [rendered]);
  return rendered;
}

export function ProfileGrid({ query, isAd }: { query: ProfileGrid_query$key; isAd: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ProfileGrid_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 60 }
        cursor: { type: "String" }
        isAd: { type: "Boolean", defaultValue: false }
        filters: { type: "ProfileSearchFilters" }
      )
      @refetchable(queryName: "ProfileGridPaginationQuery") {
        profileSearch(isAd: $isAd, filters: $filters, first: $count, after: $cursor)
          @connection(key: "ProfileGrid_profileSearch", filters: ["isAd", "filters"]) {
          edges {
            # From the point the grid is sorted from: a searched place, else the member's own.
            distance
            node {
              id
              ...ProfileCard_profile
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.profileSearch.edges;
  useResultCountAnnouncement(edges[0]?.node.id, edges.length, hasNext);
  const rendered = useFirstScreenFirst();
  const { ref, window, gap } = useGridWindow(edges.length);
  const focusKeeper = useGridFocusKeeper(ref, window.first, window.last);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        startTransition(() => {
          loadNext(GRID_PAGE);
        });
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext, edges.length]);

  if (edges.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-2xl font-bold">No results :(</p>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">Try changing your filters to see more people.</p>
      </div>
    );
  }

  return (
    <>
      <ul
        ref={ref}
        aria-label="Profiles near you"
        tabIndex={-1}
        {...focusKeeper}
        data-testid="profile-grid"
        data-loaded={edges.length}
        className="grid rounded-2xl outline-offset-4 outline-violet-600 focus-visible:outline-2 dark:outline-violet-300"
        style={{
          gap,
          gridTemplateColumns: window.columns ? `repeat(${window.columns}, minmax(0, 1fr))` : 'repeat(auto-fill, minmax(168px, 1fr))',
          paddingTop: window.paddingTop,
          paddingBottom: window.paddingBottom,
          // Rows swap in and out above the viewport; the browser must not "anchor" the scroll to them.
          overflowAnchor: 'none',
        }}
      >
        {edges.slice(window.first, window.last).map((edge, offset) => (
          <li key={edge.node.id}>
            {window.first + offset < rendered ? (
              <ProfileCard
                profile={edge.node}
                distanceKm={edge.distance ?? null}
                isAd={isAd}
                priority={window.first + offset < (window.columns || FIRST_ROW_UNMEASURED)}
              />
            ) : (
              <div aria-hidden="true" className="aspect-square rounded-2xl bg-neutral-200 dark:bg-neutral-800" />
            )}
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isLoadingNext && (
        <div className="flex justify-center py-6">
          <Spinner size="lg" />
        </div>
      )}
    </>
  );
}
