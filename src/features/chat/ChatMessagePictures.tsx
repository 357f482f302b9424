import { useState } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { blurHashDataUrl } from '../../lib/blurHash';
import { shouldBlur } from '../../lib/contentBlur';
import { useSettings } from '../../state/settings';
import { ChatPictureLightbox } from './ChatPictureLightbox';
import type { ChatMessagePictures_message$key } from './__generated__/ChatMessagePictures_message.graphql';

/** The text alternative of a chat picture: which one, and whose ("Picture 1 of 2 from Mika", "Your picture 1 of 2"). */
const chatPictureAlt = (index: number, count: number, author: string | null) =>
  author ? `Picture ${index + 1} of ${count} from ${author}` : `Your picture ${index + 1} of ${count}`;

const thumbnailClass = 'h-32 w-32 object-cover';

/**
 * A message's pictures under its text: thumbnails that show their blurHash until the picture arrives, each a
 * button that opens the picture at full size. Explicit ones stay blurred while the member keeps blurring on; one
 * from a member the viewer has not replied to (their content option) shows blurred until they choose to see it.
 */
export function ChatMessagePictures({ message, author }: { message: ChatMessagePictures_message$key; author: string | null }) {
  const { pictures } = useFragment(
    graphql`
      fragment ChatMessagePictures_message on ChatRoomMessage {
        pictures {
          uuid
          width
          height
          blurHash
          isExplicit
          isBlurred
          thumbnail: url(width: 256)
          full: url(width: 1536)
        }
      }
    `,
    message,
  );
  const blurExplicit = useSettings((settings) => settings.blurExplicitContent);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  if (pictures.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Pictures">
      {pictures.map((picture, index) => {
        const alt = chatPictureAlt(index, pictures.length, author);
        const placeholder = blurHashDataUrl(picture.blurHash);
        const image = (blurred: boolean) => (
          <img
            src={picture.thumbnail}
            alt={alt}
            width={picture.width}
            height={picture.height}
            loading="lazy"
            decoding="async"
            style={placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : undefined}
            className={`${thumbnailClass} ${blurred ? 'blur-xl' : ''}`}
          />
        );
        if (picture.isBlurred && !shown.has(picture.uuid)) {
          return (
            <li key={picture.uuid}>
              <Button
                aria-label={`Show ${alt.charAt(0).toLowerCase()}${alt.slice(1)} (blurred: you have not replied yet)`}
                onPress={() => setShown((set) => new Set(set).add(picture.uuid))}
                className="block overflow-hidden rounded-lg outline-offset-2 outline-violet-600 focus-visible:outline-2"
              >
                {image(true)}
              </Button>
            </li>
          );
        }
        const blurred = shouldBlur(picture.isExplicit ? 'EXPLICIT' : 'SAFE', blurExplicit);
        return (
          <li key={picture.uuid}>
            <ChatPictureLightbox
              label={blurred ? `${alt} (blurred explicit content)` : alt}
              url={picture.full}
              alt={alt}
              // A picture just shown takes the focus its Show button had, so it does not fall to the page.
              autoFocus={picture.isBlurred}
              trigger={image(blurred)}
            />
          </li>
        );
      })}
    </ul>
  );
}
