import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { GroupPicture } from '../groups/GroupPicture';
import { EventBadges } from './EventBadges';
import type { EventHeader_event$key } from './__generated__/EventHeader_event.graphql';

/** The top of an event's page: picture, name and marks, with the page's actions beside. */
export function EventHeader({ event, children }: { event: EventHeader_event$key; children?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment EventHeader_event on Event {
        uuid
        displayName
        isAd
        isCancelled
        image {
          contentRating
          url(width: 384)
          blurredUrl: url(width: 256, blur: true)
        }
      }
    `,
    event,
  );
  const { image } = data;
  const picture = image && { contentRating: image.contentRating, url: image.url, blurredUrl: image.blurredUrl };
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <GroupPicture
        image={picture}
        name={data.displayName}
        colourKey={data.uuid}
        className="h-32 w-32 flex-none rounded-2xl text-5xl max-sm:h-24 max-sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-3xl font-bold break-words">{data.displayName}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <EventBadges isAd={data.isAd} isCancelled={data.isCancelled} />
        </div>
        {children}
      </div>
    </header>
  );
}
