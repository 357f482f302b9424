import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { EventCard } from './EventCard';
import type { EventList_query$key } from './__generated__/EventList_query.graphql';
import type { EventWhen } from './__generated__/EventsScreenQuery.graphql';

/** The directory's page size, as the server's default. */
export const EVENTS_PAGE = 30;

export interface EventListVariables {
  when: EventWhen;
  search: string | null;
  isAd: boolean;
  from: string | null;
  to: string | null;
  timeZone: string;
}

/** "No events found", "1 event found", "30 or more events found". */
export function eventCountText(count: number, hasMore: boolean): string {
  if (count === 0) return 'No events found';
  return `${hasMore ? `${count} or more` : count} ${count === 1 && !hasMore ? 'event' : 'events'} found`;
}

/**
 * Upcoming events nearest first (or past ones, latest first); a new search, range or tab refetches the list in
 * place (the old list stays, dimmed, until the new one is in) and says how many it found.
 */
export function EventList({ query, variables }: { query: EventList_query$key; variables: EventListVariables }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment EventList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        when: { type: "EventWhen", defaultValue: UPCOMING }
        search: { type: "String" }
        isAd: { type: "Boolean", defaultValue: false }
        from: { type: "Date" }
        to: { type: "Date" }
        timeZone: { type: "String" }
      )
      @refetchable(queryName: "EventListPaginationQuery") {
        events(when: $when, search: $search, isAd: $isAd, from: $from, to: $to, timeZone: $timeZone, first: $count, after: $cursor)
          @connection(key: "EventList_events", filters: ["when", "search", "isAd", "from", "to", "timeZone"]) {
          edges {
            node {
              id
              ...EventCard_event
            }
          }
        }
      }
    `,
    query,
  );
  const [isPending, startTransition] = useTransition();
  const key = JSON.stringify(variables);
  const shown = useRef(key);
  const toAnnounce = useRef(false);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    toAnnounce.current = true;
    startTransition(() => {
      refetch(JSON.parse(key) as EventListVariables, { fetchPolicy: 'store-or-network' });
    });
  }, [key, refetch]);

  const edges = data.events.edges;
  useEffect(() => {
    if (isPending || !toAnnounce.current) return;
    toAnnounce.current = false;
    announce(eventCountText(edges.length, hasNext));
  }, [isPending, edges.length, hasNext]);

  const isFiltered = Boolean(variables.search) || variables.isAd || Boolean(variables.from);
  const past = variables.when === 'PAST';
  return (
    <div aria-busy={isPending || undefined} className={isPending ? 'opacity-60 transition-opacity' : undefined}>
      {edges.length === 0 ? (
        <div className="py-12 text-center">
          {isFiltered ? (
            <>
              <p className="text-xl font-bold">No events found :(</p>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">
                {variables.search ? `No event's name holds “${variables.search}”. ` : ''}Try another name, other dates, or turn off a
                filter.
              </p>
            </>
          ) : past ? (
            <p className="text-xl font-bold">No past events yet</p>
          ) : (
            <>
              <p className="text-xl font-bold">No events near you yet</p>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">
                Be the first:{' '}
                <Link to="/events/new" variant="inline">
                  plan an event
                </Link>{' '}
                for the furries around you.
              </p>
            </>
          )}
        </div>
      ) : (
        <ul
          aria-label={past ? 'Past events' : 'Upcoming events'}
          data-testid="event-list"
          data-loaded={edges.length}
          className="grid gap-3 md:grid-cols-2"
        >
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <EventCard event={edge.node} />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            isPending={isLoadingNext}
            onPress={() =>
              loadNext(EVENTS_PAGE, {
                onComplete: (error) => {
                  if (!error) announce('More events shown');
                },
              })
            }
          >
            Show more events
          </Button>
        </div>
      )}
      {isPending && (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
    </div>
  );
}
