import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { startTransition } from 'react';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { SettingsPage } from '../SettingsPage';
import { GalleryTile } from './GalleryTile';
import type { ImageGalleryScreenQuery } from './__generated__/ImageGalleryScreenQuery.graphql';
import type { ImageGalleryScreen_viewer$key } from './__generated__/ImageGalleryScreen_viewer.graphql';
import { presentNodes } from '../edges';

export const imageGalleryScreenQuery = graphql`
  query ImageGalleryScreenQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      ...ImageGalleryScreen_viewer
    }
  }
`;

function Gallery({ viewer }: { viewer: ImageGalleryScreen_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ImageGalleryScreen_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "ImageGalleryScreenPaginationQuery") {
        images(first: $count, after: $cursor) @connection(key: "ImageGalleryScreen_images") {
          edges {
            node {
              id
              ...GalleryTile_image
            }
          }
        }
      }
    `,
    viewer,
  );
  return (
    <>
      {/* Tiles at least 240 px wide; the last one leads to the upload page (SPEC §2). */}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(240px,1fr))] gap-3" aria-label="My images">
        {presentNodes(data.images.edges).map((node, index) => (
          <li key={node.id}>
            <GalleryTile image={node} index={index} />
          </li>
        ))}
        <li>
          <Link
            to="/settings/profile/images/upload"
            variant="plain"
            className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-neutral-400 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-200 dark:hover:bg-neutral-800"
          >
            <span aria-hidden="true" className="text-4xl">
              +
            </span>
            Upload Image
          </Link>
        </li>
      </ul>
      {hasNext && (
        <Button
          variant="secondary"
          isPending={isLoadingNext}
          onPress={() => startTransition(() => void loadNext(50))}
          className="self-center"
        >
          Load more
        </Button>
      )}
    </>
  );
}

export function ImageGalleryScreen({ queryRef }: { queryRef: PreloadedQuery<ImageGalleryScreenQuery> }) {
  const { viewer } = useRouteQuery<ImageGalleryScreenQuery>(imageGalleryScreenQuery, queryRef);
  return (
    <SettingsPage title="Image Gallery" back={{ to: '/settings/profile', label: 'Manage Profile' }}>
      <Gallery viewer={viewer} />
    </SettingsPage>
  );
}
