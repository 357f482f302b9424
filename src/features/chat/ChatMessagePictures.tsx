import { graphql, useFragment } from 'react-relay/hooks';
import { blurHashDataUrl } from '../../lib/blurHash';
import { shouldBlur } from '../../lib/contentBlur';
import { useSettings } from '../../state/settings';
import { ChatPictureLightbox } from './ChatPictureLightbox';
import type { ChatMessagePictures_message$key } from './__generated__/ChatMessagePictures_message.graphql';

/** The text alternative of a chat picture: which one, and whose ("Picture 1 of 2 from Mika", "Your picture 1 of 2"). */
const chatPictureAlt = (index: number, count: number, author: string | null) =>
  author ? `Picture ${index + 1} of ${count} from ${author}` : `Your picture ${index + 1} of ${count}`;

/**
 * A message's pictures under its text: thumbnails that show their blurHash until the picture arrives, each a
 * button that opens the picture at full size. Explicit ones stay blurred while the member keeps blurring on.
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
          thumbnail: url(width: 256)
          full: url(width: 1536)
        }
      }
    `,
    message,
  );
  const blurExplicit = useSettings((settings) => settings.blurExplicitContent);
  if (pictures.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Pictures">
      {pictures.map((picture, index) => {
        const alt = chatPictureAlt(index, pictures.length, author);
        const blurred = shouldBlur(picture.isExplicit ? 'EXPLICIT' : 'SAFE', blurExplicit);
        const placeholder = blurHashDataUrl(picture.blurHash);
        return (
          <li key={picture.uuid}>
            <ChatPictureLightbox
              label={blurred ? `${alt} (blurred explicit content)` : alt}
              url={picture.full}
              alt={alt}
              trigger={
                <img
                  src={picture.thumbnail}
                  alt={alt}
                  width={picture.width}
                  height={picture.height}
                  loading="lazy"
                  decoding="async"
                  style={placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : undefined}
                  className={`h-32 w-32 object-cover ${blurred ? 'blur-xl' : ''}`}
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
