import { Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { openModal } from '../../ui/modalStack';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { usePageTitle } from '../../ui/pageTitle';
import { EventAttendees } from './EventAttendees';
import { EventDetails } from './EventDetails';
import { EventHeader } from './EventHeader';
import { EventManagerActions } from './EventManagerActions';
import { EventRsvp } from './EventRsvp';
import { EventsError } from './EventsError';
import { ReportEventDialog } from './ReportEventDialog';
import type { EventScreenQuery } from './__generated__/EventScreenQuery.graphql';

export const eventScreenQuery = graphql`
  query EventScreenQuery($uuid: String!) @throwOnFieldError {
    event(uuid: $uuid) {
      id
      displayName
      viewerCanManage
      isCancelled
      ...EventHeader_event
      ...EventRsvp_event
      ...EventManagerActions_event
      ...EventDetails_event
      ...EventAttendees_event
    }
  }
`;

/** /events/{uuid}: a loading state, an error view with Retry, "Event not found", or the event. */
export function EventScreen({ queryRef: initialRef }: { queryRef: PreloadedQuery<EventScreenQuery> }) {
  const [queryRef, loadQuery] = useQueryLoader<EventScreenQuery>(eventScreenQuery, initialRef);
  const retry = () => loadQuery(initialRef.variables, { fetchPolicy: 'network-only' });
  return (
    <ErrorBoundary FallbackComponent={EventScreenError} onReset={retry}>
      <Suspense fallback={<LoadingScreen />}>{queryRef && <EventView queryRef={queryRef} />}</Suspense>
    </ErrorBoundary>
  );
}

function EventScreenError(props: Parameters<typeof EventsError>[0]) {
  usePageTitle('Event could not load');
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <EventsError {...props} />
    </main>
  );
}

function EventView({ queryRef }: { queryRef: PreloadedQuery<EventScreenQuery> }) {
  const { event } = usePreloadedQuery<EventScreenQuery>(eventScreenQuery, queryRef);
  const [cancelledOnArrival] = useState(Boolean(event?.isCancelled));
  if (!event) return <EventNotFound />;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <EventTitle name={event.displayName} />
      {event.isCancelled && <CancelledBanner takesFocus={!cancelledOnArrival} />}
      <EventHeader event={event}>
        <div className="flex flex-col gap-4">
          <EventRsvp event={event} />
          <EventManagerActions event={event} />
          {!event.viewerCanManage && (
            <Button
              variant="quiet"
              className="self-start"
              onPress={() =>
                openModal((close) => <ReportEventDialog event={{ id: event.id, displayName: event.displayName }} close={close} />)
              }
            >
              Report event
            </Button>
          )}
        </div>
      </EventHeader>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_320px]">
        <EventDetails event={event} />
        <aside aria-label="People" className="flex min-w-0 flex-col gap-8">
          <EventAttendees event={event} />
        </aside>
      </div>
    </main>
  );
}

/**
 * Says the event is cancelled. When it is cancelled while the page is open (the host's Cancel event), the button that
 * did it is gone: the banner takes the focus so it does not fall to the page's body.
 */
function CancelledBanner({ takesFocus }: { takesFocus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takesFocus && (!document.activeElement || document.activeElement === document.body)) ref.current?.focus();
  }, [takesFocus]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900 outline-violet-600 focus-visible:outline-2 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      This event was cancelled by its host.
    </p>
  );
}

function EventTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

function EventNotFound() {
  usePageTitle('Event not found');
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Event not found</h1>
      <p className="text-neutral-700 dark:text-neutral-300">This event may have been removed, or it isn't open to you.</p>
      <Link to="/events">Find other events</Link>
    </main>
  );
}
