import { graphql, useFragment } from 'react-relay/hooks';
import { useSettings } from '../../state/settings';
import { Link } from '../../ui/Link';
import { GroupBadges } from './GroupBadges';
import { GroupPicture } from './GroupPicture';
import { groupFacts } from './groupFacts';
import type { GroupCard_group$key } from './__generated__/GroupCard_group.graphql';

const STATUS_LABELS: Partial<Record<string, string>> = { REQUESTED: 'Request sent', MEMBER: 'Member' };

/** One group in a list: picture, name, badges, place, distance and size; the whole row links to the group. */
export function GroupCard({ group }: { group: GroupCard_group$key }) {
  const data = useFragment(
    graphql`
      fragment GroupCard_group on Group {
        uuid
        displayName
        isAd
        isVerified
        memberCount
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
    group,
  );
  const unit = useSettings((settings) => settings.unitOfDistance);
  const { image, place } = data;
  const picture = image && { contentRating: image.contentRating, url: image.url, blurredUrl: image.blurredUrl };
  const where = place && { place: place.place, countryCode: place.countryCode };
  const facts = groupFacts({ place: where, distance: data.distance, memberCount: data.memberCount }, unit);
  const status = STATUS_LABELS[data.viewerStatus];
  return (
    <Link
      to="/groups/$uuid"
      params={{ uuid: data.uuid }}
      variant="plain"
      className="flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-3 hover:bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:bg-neutral-800"
    >
      <GroupPicture image={picture} name={data.displayName} colourKey={data.uuid} className="h-16 w-16 rounded-xl" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold">{data.displayName}</span>
          <GroupBadges isVerified={data.isVerified} isAd={data.isAd} />
        </span>
        <span className="text-sm text-neutral-700 dark:text-neutral-300">{facts}</span>
        {status && <span className="text-sm font-medium text-violet-800 dark:text-violet-300">{status}</span>}
      </span>
    </Link>
  );
}
