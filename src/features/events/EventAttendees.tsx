import { useTransition, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { shownName } from '../../lib/hiddenMember';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { NoPicture } from '../profile/NoPicture';
import type { EventAttendees_event$key } from './__generated__/EventAttendees_event.graphql';
import type { EventAttendeeRow_attendee$key } from './__generated__/EventAttendeeRow_attendee.graphql';
import type { EventViewerStatus } from './__generated__/EventCard_event.graphql';

type Listed = 'GOING' | 'INTERESTED' | 'WAITING_LIST';
const TABS: { id: Listed; label: string }[] = [
  { id: 'GOING', label: 'Going' },
  { id: 'INTERESTED', label: 'Interested' },
  { id: 'WAITING_LIST', label: 'Waiting list' },
];

/**
 * Who is coming, by answer (Going, Interested, the waiting list in order). The server lists only members whose own
 * privacy lets the viewer see them, so a list may be shorter than its count; the note says so rather than guessing.
 */
export function EventAttendees({ event }: { event: EventAttendees_event$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment EventAttendees_event on Event
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        status: { type: "EventViewerStatus", defaultValue: GOING }
      )
      @refetchable(queryName: "EventAttendeesPaginationQuery") {
        goingCount
        interestedCount
        waitingListCount
        attendees(status: $status, first: $count, after: $cursor) @connection(key: "EventAttendees_attendees", filters: ["status"]) {
          edges {
            node {
              id
              ...EventAttendeeRow_attendee
            }
          }
        }
      }
    `,
    event,
  );
  const [tab, setTab] = useState<Listed>('GOING');
  const [isPending, startTransition] = useTransition();
  const counts: Record<Listed, number> = { GOING: data.goingCount, INTERESTED: data.interestedCount, WAITING_LIST: data.waitingListCount };
  const choose = (key: Listed) => {
    setTab(key);
    startTransition(() => {
      refetch({ status: key as EventViewerStatus }, { fetchPolicy: 'store-or-network' });
    });
  };
  const edges = data.attendees.edges;
  const hidden = counts[tab] - edges.length;
  return (
    <section aria-labelledby="attendees-heading" className="flex flex-col gap-3">
      <h2 id="attendees-heading" className="text-xl font-bold">
        Attendees
      </h2>
      <Tabs selectedKey={tab} onSelectionChange={(key) => choose(key as Listed)}>
        <TabList aria-label="Attendees by answer" className="flex-wrap">
          {TABS.map(({ id, label }) => (
            <Tab key={id} id={id}>
              {`${label} (${counts[id]})`}
            </Tab>
          ))}
        </TabList>
        {TABS.map(({ id, label }) => (
          <TabPanel key={id} id={id} aria-busy={isPending || undefined} className={isPending ? 'opacity-60' : undefined}>
            {edges.length === 0 ? (
              <p className="py-2 text-neutral-700 dark:text-neutral-300">
                {counts[id] === 0 ? 'Nobody yet.' : 'None of them show their events to you.'}
              </p>
            ) : (
              <ol aria-label={label} className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {edges.map((edge) => (
                  <EventAttendeeRow key={edge.node.id} attendee={edge.node} />
                ))}
              </ol>
            )}
            {!hasNext && hidden > 0 && edges.length > 0 && (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">
                {hidden === 1 ? '1 more keeps their events private.' : `${hidden} more keep their events private.`}
              </p>
            )}
          </TabPanel>
        ))}
      </Tabs>
      {hasNext && (
        <Button variant="secondary" className="self-start" isPending={isLoadingNext} onPress={() => loadNext(30)}>
          Show more attendees
        </Button>
      )}
    </section>
  );
}

function EventAttendeeRow({ attendee }: { attendee: EventAttendeeRow_attendee$key }) {
  const data = useFragment(
    graphql`
      fragment EventAttendeeRow_attendee on EventAttendee {
        profile {
          uuid
          displayName
          primaryImage {
            image {
              url(width: 64)
            }
          }
        }
      }
    `,
    attendee,
  );
  const name = shownName(data.profile.displayName);
  const url = data.profile.primaryImage?.image.url;
  return (
    <li className="py-2">
      <Link to="/profiles/$uuid" params={{ uuid: data.profile.uuid }} variant="plain" className="flex items-center gap-3 rounded-lg">
        {url ? (
          <img src={url} alt="" width={40} height={40} className="h-10 w-10 flex-none rounded-full object-cover" />
        ) : (
          <NoPicture name={name} colourKey={data.profile.uuid} className="h-10 w-10 flex-none rounded-full" />
        )}
        <span className="truncate font-semibold">{name}</span>
      </Link>
    </li>
  );
}
