import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../../ui/Link';
import type { GalleryTile_image$key } from './__generated__/GalleryTile_image.graphql';

/** One image of the gallery; it opens the image's edit page. */
export function GalleryTile({ image, index }: { image: GalleryTile_image$key; index: number }) {
  const data = useFragment(
    graphql`
      fragment GalleryTile_image on ProfileImage {
        id
        isAd
        isPrimary
        accessPermission
        image {
          url(width: 374)
          blurHash
        }
      }
    `,
    image,
  );
  return (
    <Link
      to="/settings/profile/images/$profileImageId"
      params={{ profileImageId: data.id }}
      variant="plain"
      className="relative block overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800"
    >
      <img src={data.image.url} alt={`Image ${index + 1}`} className="aspect-square w-full object-cover" loading="lazy" />
      {(data.isPrimary || data.isAd) && (
        <span className="absolute top-2 left-2 flex gap-1 text-xs font-bold">
          {data.isPrimary && <span className="rounded bg-violet-700 px-1.5 py-0.5 text-white">Primary</span>}
          {data.isAd && (
            <span className="rounded bg-neutral-900 px-1.5 py-0.5 text-white">
              AD<span className="sr-only"> (After Dark)</span>
            </span>
          )}
        </span>
      )}
    </Link>
  );
}
