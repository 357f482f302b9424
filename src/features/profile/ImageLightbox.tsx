import { useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, Dialog, Heading, Modal, ModalOverlay, ToggleButton } from 'react-aria-components';
import { errorMessage } from '../../lib/graphqlErrors';
import { countOf } from '../../lib/plural';
import { showToast } from '../../ui/Toast';
import { announce } from '../../ui/LiveAnnouncer';
import { focusRing } from '../../ui/utils';
import { Picture, pictureAlt } from './Picture';
import { ReportPictureButton } from './ReportPictureButton';
import { useLikeProfileImageMutation } from './LikeProfileImageMutation';
import { HeartIcon } from '../../ui/icons';
import type { ImageLightbox_image$key } from './__generated__/ImageLightbox_image.graphql';

const lightboxControl = (renderProps: { isFocusVisible: boolean; isDisabled?: boolean; className: string }) =>
  focusRing({
    isFocusVisible: renderProps.isFocusVisible,
    className: `bg-white/15 text-white hover:bg-white/30 ${renderProps.isDisabled ? 'opacity-40' : ''} ${renderProps.className}`,
  });

const roundControl = (renderProps: { isFocusVisible: boolean; isDisabled: boolean }) =>
  lightboxControl({ ...renderProps, className: 'flex h-12 w-12 flex-none items-center justify-center rounded-full' });

/**
 * A modal showing one picture at a time: the arrow buttons or keys cycle through the pictures, each with its own
 * like toggle. React Aria traps focus inside and gives it back to the tile on close.
 */
export function ImageLightbox({
  images,
  initialIndex,
  ownerName,
  ownerUuid,
  onClose,
}: {
  images: readonly ImageLightbox_image$key[];
  initialIndex: number;
  ownerName: string;
  /** The owner, whom a picture's report names; null on one's own profile, where there is nobody to report. */
  ownerUuid: string | null;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(initialIndex);
  const count = images.length;
  // The heading changes with the picture, but a heading is not read out when it changes: the new place is said.
  const step = (by: number) => {
    const next = (index + by + count) % count;
    setIndex(next);
    announce(`Picture ${next + 1} of ${count}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className="fixed inset-0 z-40 flex items-center justify-center bg-neutral-950/95 p-4"
    >
      <Modal className="flex max-h-full w-full max-w-5xl">
        {/* Keys pressed on the dialog itself (focused on open) and on its controls both bubble here. */}
        <div onKeyDown={onKeyDown} className="flex w-full">
          <Dialog aria-label={`Pictures of ${ownerName}`} className="flex w-full flex-col gap-3 text-white outline-0">
            <div className="flex items-center justify-between gap-3">
              <Heading slot="title" className="text-lg font-semibold">
                Picture {index + 1} of {count}
              </Heading>
              <Button
                slot="close"
                className={(renderProps) => lightboxControl({ ...renderProps, className: 'rounded-lg px-4 py-2 font-semibold' })}
              >
                Close
              </Button>
            </div>
            <div className="flex items-center gap-2">
              {/* With one picture there is nowhere to go: no arrows at all rather than two dead ones. */}
              {count > 1 && (
                <Button aria-label="Previous picture" onPress={() => step(-1)} className={roundControl}>
                  <span aria-hidden="true" className="text-3xl leading-none">
                    ‹
                  </span>
                </Button>
              )}
              {/* Not remounted per picture: its like count's live region must stay in place to be heard. */}
              <LightboxPicture
                image={images[index]}
                alt={pictureAlt(index, count, ownerName)}
                owner={ownerUuid ? { uuid: ownerUuid, name: ownerName } : null}
              />
              {count > 1 && (
                <Button aria-label="Next picture" onPress={() => step(1)} className={roundControl}>
                  <span aria-hidden="true" className="text-3xl leading-none">
                    ›
                  </span>
                </Button>
              )}
            </div>
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}

function LightboxPicture({
  image,
  alt,
  owner,
}: {
  image: ImageLightbox_image$key;
  alt: string;
  owner: { uuid: string; name: string } | null;
}) {
  const data = useFragment(
    graphql`
      fragment ImageLightbox_image on ProfileImage {
        id
        altText
        likeCount
        hasLiked
        image {
          contentRating
          largeUrl: url(width: 1280)
          blurredUrl: url(width: 256, blur: true)
        }
      }
    `,
    image,
  );
  const [like] = useLikeProfileImageMutation();
  const toggle = (liked: boolean) =>
    like(data, liked, (error) =>
      showToast({ title: liked ? 'Could not like this picture' : 'Could not unlike this picture', description: errorMessage(error) }),
    );

  return (
    <figure className="flex min-w-0 flex-1 flex-col items-center gap-3">
      <Picture
        image={{ ...data.image, url: data.image.largeUrl }}
        alt={data.altText ?? alt}
        className="max-h-[70vh] w-auto max-w-full rounded-xl object-contain"
      />
      <figcaption className="flex flex-wrap items-center justify-center gap-3">
        <ToggleButton
          isSelected={data.hasLiked}
          onChange={toggle}
          aria-label="Like this picture"
          className={(renderProps) =>
            focusRing({
              ...renderProps,
              className: `flex items-center gap-2 rounded-full px-4 py-2 font-semibold ${renderProps.isSelected ? 'bg-rose-600 text-white' : 'bg-white/15 text-white hover:bg-white/25'}`,
            })
          }
        >
          <HeartIcon filled={data.hasLiked} />
          <span aria-hidden="true">{data.hasLiked ? 'Liked' : 'Like'}</span>
        </ToggleButton>
        <span aria-live="polite" className="whitespace-nowrap">
          {countOf(data.likeCount, 'like', 'likes')}
        </span>
        {owner && <ReportPictureButton imageId={data.id} owner={owner} className={lightboxControl} />}
      </figcaption>
    </figure>
  );
}
