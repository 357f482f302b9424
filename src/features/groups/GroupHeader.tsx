import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSettings } from '../../state/settings';
import { GroupBadges } from './GroupBadges';
import { GroupPicture } from './GroupPicture';
import { groupFacts } from './groupFacts';
import type { GroupHeader_group$key } from './__generated__/GroupHeader_group.graphql';

/** The top of a group's page: picture, name, badges, place, distance and size, with the page's actions beside. */
export function GroupHeader({ group, children }: { group: GroupHeader_group$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment GroupHeader_group on Group {
        uuid
        displayName
        isAd
        isVerified
        joinPolicy
        memberCount
        distance
        place {
          place
          countryCode
        }
        image {
          contentRating
          url(width: 384)
          blurredUrl: url(width: 256, blur: true)
        }
      }
    `,
    group,
  );
  const unit = useSettings((settings) => settings.unitOfDistance);
  const { image, place } = data;
  const picture = image && { contentRating: image.contentRating, url: image.url, blurredUrl: image.blurredUrl };
  const where = place && { place: place.place, countryCode: place.countryCode };
  const facts = groupFacts({ place: where, distance: data.distance, memberCount: data.memberCount }, unit);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <GroupPicture
        image={picture}
        name={data.displayName}
        colourKey={data.uuid}
        className="h-32 w-32 rounded-2xl text-5xl max-sm:h-24 max-sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-3xl font-bold break-words">{data.displayName}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <GroupBadges isVerified={data.isVerified} isAd={data.isAd} />
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100">
            {data.joinPolicy === 'OPEN' ? 'Open group' : 'Closed group'}
          </span>
        </div>
        <p className="text-neutral-700 dark:text-neutral-300">{facts}</p>
        {children}
      </div>
    </header>
  );
}
