import { memo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { tv } from 'tailwind-variants/lite';
import { blurHashDataUrl } from '../../lib/blurHash';
import { formatDistance } from '../../lib/distance';
import { useSettings } from '../../state/settings';
import { Link } from '../../ui/Link';
import { NoPicture } from '../profile/NoPicture';
import { cardPicture } from './cardPicture';
import type { ProfileCard_profile$key } from './__generated__/ProfileCard_profile.graphql';

// SPEC §6 frames: team and VIP 8 px in their colour, supporters 2 px plus a banner, everyone else 2 px neutral.
const frame = tv({
  base: 'group relative block aspect-square overflow-hidden rounded-2xl bg-neutral-200 dark:bg-neutral-800',
  variants: {
    role: {
      TEAM: 'border-8 border-sky-600',
      SUPPORTER_VIP: 'border-8 border-amber-400',
      SUPPORTER: 'border-2 border-rose-700',
      none: 'border-2 border-neutral-300 dark:border-neutral-700',
    },
  },
  defaultVariants: { role: 'none' },
});

// Pictures this page has shown. A card remounted for one (the grid scrolling back) paints it from memory at once,
// so it goes without the blurHash: a PNG decoded and scaled under every card cost ~9 ms of each scroll step.
const shownPictures = new Set<string>();

function Picture({
  image,
  blur,
  priority,
}: {
  image: { url: string; blurredUrl: string; blurHash: string; contentRating: string };
  blur: boolean;
  priority: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const { src, srcSet, sizes } = cardPicture(image, blur);
  const placeholder = shownPictures.has(src) ? null : blurHashDataUrl(image.blurHash);
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 bg-cover bg-center"
      // The blurHash stays under the picture, which paints over it as its bytes arrive.
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      {!failed && (
        <img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt=""
          // The first row is what a member sees first: fetched at once, ahead of everything else.
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'auto' : 'async'}
          onLoad={() => shownPictures.add(src)}
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      )}
    </span>
  );
}

/** One tile of the grid: picture, name, distance and role frame; the whole tile links to the profile. */
export const ProfileCard = memo(function ProfileCard({
  profile,
  distanceKm,
  isAd,
  priority = false,
}: {
  profile: ProfileCard_profile$key;
  /** Whole kilometres from the point the grid is sorted from (its search edge), so the order and the figures agree. */
  distanceKm: number | null;
  isAd: boolean;
  priority?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ProfileCard_profile on Profile {
        uuid
        displayName
        bestRole {
          name
          label
        }
        primaryImage {
          image {
            url(width: 374)
            blurredUrl: url(width: 256, blur: true)
            blurHash
            contentRating
          }
        }
        primaryImageAd {
          image {
            url(width: 374)
            blurredUrl: url(width: 256, blur: true)
            blurHash
            contentRating
          }
        }
      }
    `,
    profile,
  );
  const unit = useSettings((settings) => settings.unitOfDistance);
  const blur = useSettings((settings) => settings.blurExplicitContent);
  const role = data.bestRole?.name;
  const image = (isAd ? data.primaryImageAd : data.primaryImage)?.image ?? null;
  const distance = distanceKm != null ? formatDistance(distanceKm, unit) : null;
  return (
    <Link
      to="/profiles/$uuid"
      params={{ uuid: data.uuid }}
      variant="plain"
      className={frame({ role: role === 'TEAM' || role === 'SUPPORTER_VIP' || role === 'SUPPORTER' ? role : 'none' })}
    >
      {image ? (
        <Picture image={image} blur={blur} priority={priority} />
      ) : (
        <NoPicture name={data.displayName} colourKey={data.uuid} className="absolute inset-0 text-7xl" />
      )}
      {role === 'SUPPORTER' && data.bestRole?.label && (
        <span className="absolute top-2 left-2 rounded-full bg-rose-800 px-2 py-0.5 text-xs font-semibold text-white">
          {data.bestRole.label}
        </span>
      )}
      <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/85 to-transparent px-3 pt-8 pb-2 text-white">
        <span className="truncate font-semibold">{data.displayName}</span>
        {distance && (
          <span className="text-sm">
            {distance}
            <span className="sr-only"> away</span>
          </span>
        )}
      </span>
    </Link>
  );
});
