import { graphql, useFragment } from 'react-relay/hooks';
import { formatDistance } from '../../lib/distance';
import { memberTimeZone, timeRangeText } from '../../lib/eventTimes';
import { useSettings } from '../../state/settings';
import { Link } from '../../ui/Link';
import { GroupPicture } from '../groups/GroupPicture';
import { EventBadges } from './EventBadges';
import { STATUS_WORDS } from './rsvpStates';
import type { EventCard_event$key } from './__generated__/EventCard_event.graphql';

/** One event in a list: picture, name, date in the member's zone, place and distance; the whole row links to it. */
export function EventCard({ event }: { event: EventCard_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventCard_event on Event {
        uuid
        displayName
        isAd
        isCancelled
        eventBeginAt
        eventEndAt
        distance
        viewerStatus
        place {
          place
          countryCode
        }
        image {
          contentRating
          url(width: 128)
          blurredUrl: url(width: 256, blur: true)
        }
      }
    `,
    event,
  );
  const unit = useSettings((settings) => settings.unitOfDistance);
  const { image, place } = data;
  const picture = image && { contentRating: image.contentRating, url: image.url, blurredUrl: image.blurredUrl };
  const where = [
    place ? `${place.place}, ${place.countryCode}` : null,
    data.distance == null ? null : `${formatDistance(data.distance, unit)} away`,
  ]
    .filter(Boolean)
    .join(' · ');
  const status = data.viewerStatus === 'NONE' ? null : STATUS_WORDS[data.viewerStatus];
  return (
    <Link
      to="/events/$uuid"
      params={{ uuid: data.uuid }}
      variant="plain"
      className="flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-3 hover:bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:bg-neutral-800"
    >
      <GroupPicture image={picture} name={data.displayName} colourKey={data.uuid} className="h-16 w-16 flex-none rounded-xl" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{data.displayName}</span>
          <EventBadges isAd={data.isAd} isCancelled={data.isCancelled} />
        </span>
        <span className="text-sm text-neutral-800 dark:text-neutral-200">
          {timeRangeText(data.eventBeginAt, data.eventEndAt, memberTimeZone())}
        </span>
        {where && <span className="text-sm text-neutral-700 dark:text-neutral-300">{where}</span>}
        {status && <span className="text-sm font-medium text-violet-800 dark:text-violet-300">{status}</span>}
      </span>
    </Link>
  );
}
