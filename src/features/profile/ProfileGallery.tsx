import { startTransition, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { focusRing } from '../../ui/utils';
import { ImageLightbox } from './ImageLightbox';
import { Picture, pictureAlt } from './Picture';
import { Section } from './Section';
import type { ProfileGallery_profile$key } from './__generated__/ProfileGallery_profile.graphql';

/** The 4-column gallery of the safe or, in After Dark mode, the After Dark pictures; a tile opens the lightbox. */
export function ProfileGallery({ profile, isAd, loadedIsAd }: { profile: ProfileGallery_profile$key; isAd: boolean; loadedIsAd: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment ProfileGallery_profile on Profile
      @argumentDefinitions(isAd: { type: "Boolean!" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "ProfileGalleryPaginationQuery") {
        uuid
        isViewer
        displayName
        images(isAd: $isAd, first: $count, after: $cursor) @connection(key: "ProfileGallery_images", filters: ["isAd"]) {
          edges {
            node {
              id
              altText
              image {
                contentRating
                url(width: 374)
                blurredUrl: url(width: 256, blur: true)
              }
              ...ImageLightbox_image
            }
          }
        }
      }
    `,
    profile,
  );
  const shownIsAd = useRef(loadedIsAd);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  // Switching After Dark mode while on the page swaps the gallery for the other set of pictures.
  useEffect(() => {
    if (isAd === shownIsAd.current) return;
    shownIsAd.current = isAd;
    startTransition(() => {
      refetch({ isAd });
    });
  }, [isAd, refetch]);

  const nodes = data.images.edges.map((edge) => edge.node);
  if (nodes.length === 0) return null;
  return (
    <Section title={isAd ? 'After Dark pictures' : 'Pictures'}>
      <ul className="grid grid-cols-4 gap-2">
        {nodes.map((node, index) => (
          <li key={node.id}>
            {/* Named by its picture's text alternative, which says what it is and whose. */}
            <AriaButton
              onPress={() => setOpenIndex(index)}
              className={(renderProps) =>
                focusRing({
                  ...renderProps,
                  className: 'block aspect-square w-full overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800',
                })
              }
            >
              <Picture
                image={node.image}
                alt={node.altText ?? pictureAlt(index, nodes.length, data.displayName)}
                className="h-full w-full object-cover transition-transform hover:scale-105"
              />
            </AriaButton>
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button
          variant="secondary"
          isPending={isLoadingNext}
          onPress={() =>
            startTransition(() => {
              loadNext(24);
            })
          }
          className="self-start"
        >
          Show more pictures
        </Button>
      )}
      {openIndex !== null && (
        <ImageLightbox
          images={nodes}
          initialIndex={openIndex}
          ownerName={data.displayName}
          ownerUuid={data.isViewer ? null : data.uuid}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </Section>
  );
}
