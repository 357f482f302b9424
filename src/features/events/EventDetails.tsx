import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { downloadEventCalendar } from '../../api/eventCalendar';
import { formatDistance } from '../../lib/distance';
import { eventTimes, memberTimeZone } from '../../lib/eventTimes';
import { useSettings } from '../../state/settings';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Link } from '../../ui/Link';
import type { EventDetails_event$key } from './__generated__/EventDetails_event.graphql';

/** When and where, who hosts it, how many come, the description, and the calendar file. */
export function EventDetails({ event }: { event: EventDetails_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventDetails_event on Event {
        displayName
        description
        eventBeginAt
        eventEndAt
        timeZone
        distance
        address
        capacity
        goingCount
        interestedCount
        waitingListCount
        isCancelled
        calendarUrl
        place {
          place
          region
          countryCode
        }
        host {
          uuid
          displayName
        }
        hostGroup {
          uuid
          displayName
        }
      }
    `,
    event,
  );
  const unit = useSettings((settings) => settings.unitOfDistance);
  const apiHost = useSettings((settings) => settings.apiHost);
  const [isFetching, setFetching] = useState(false);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const addToCalendar = () => {
    setFetching(true);
    setCalendarError(null);
    // A name any system can save: no path or reserved marks.
    const fileName = `${data.displayName.replace(/[\\/:*?"<>|]+/g, '-')}.ics`;
    downloadEventCalendar(data.calendarUrl, fileName, apiHost)
      .then(
        () => announce(`${fileName} downloaded: open it to add the event to your calendar.`),
        (error: unknown) => setCalendarError(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => setFetching(false));
  };
  const times = eventTimes(data.eventBeginAt, data.eventEndAt, data.timeZone, memberTimeZone());
  const { place } = data;
  const where = place ? [place.place, place.region, place.countryCode].filter(Boolean).join(', ') : 'Place not given';
  const counts = [
    data.capacity == null ? `${data.goingCount} going` : `${data.goingCount} of ${data.capacity} places taken`,
    `${data.interestedCount} interested`,
    data.waitingListCount > 0 ? `${data.waitingListCount} on the waiting list` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section aria-labelledby="event-details-heading" className="flex flex-col gap-4">
      <h2 id="event-details-heading" className="sr-only">
        Details
      </h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold">When</dt>
        <dd>
          <span className="block">{times.local}</span>
          {times.eventZone && <span className="block text-sm text-neutral-700 dark:text-neutral-300">{times.eventZone}</span>}
        </dd>
        <dt className="font-semibold">Where</dt>
        <dd>
          <span className="block">
            {where}
            {data.distance != null && ` · ${formatDistance(data.distance, unit)} away`}
          </span>
          {data.address && <span className="block text-sm text-neutral-700 dark:text-neutral-300">{data.address}</span>}
        </dd>
        <dt className="font-semibold">Host</dt>
        <dd>
          {data.host ? (
            <Link to="/profiles/$uuid" params={{ uuid: data.host.uuid }} variant="inline">
              {data.host.displayName}
            </Link>
          ) : (
            'Private profile'
          )}
          {data.hostGroup && (
            <>
              {' with '}
              <Link to="/groups/$uuid" params={{ uuid: data.hostGroup.uuid }} variant="inline">
                {data.hostGroup.displayName}
              </Link>
            </>
          )}
        </dd>
        <dt className="font-semibold">Attending</dt>
        <dd>{counts}</dd>
      </dl>
      {!data.isCancelled && (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" className="self-start" isPending={isFetching} onPress={addToCalendar}>
            Add to calendar
          </Button>
          {calendarError && (
            <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
              {calendarError}
            </p>
          )}
        </div>
      )}
      <p className="break-words whitespace-pre-line">{data.description}</p>
    </section>
  );
}
