import { shouldBlur } from '../../lib/contentBlur';
import { useSettings } from '../../state/settings';

/**
 * The URLs come from the server's UploadedImage.url (a friends-only or private image's is signed and expires),
 * so the client never builds one: `url` at the width the caller shows, `blurredUrl` as url(width: 256, blur: true).
 */
export interface PictureImage {
  readonly contentRating: string;
  readonly url: string;
  readonly blurredUrl: string;
}

/** The text alternative of a gallery picture: which one, and whose ("Picture 3 of 6 by Mika"). */
export function pictureAlt(index: number, count: number, ownerName: string): string {
  return `Picture ${index + 1} of ${count} by ${ownerName}`;
}

/** An uploaded image, blurred when it is explicit or hard and the member keeps blurring on. */
export function Picture({ image, alt, className }: { image: PictureImage; alt: string; className?: string }) {
  const blurExplicit = useSettings((settings) => settings.blurExplicitContent);
  const blurred = shouldBlur(image.contentRating, blurExplicit);
  return (
    <img
      src={blurred ? image.blurredUrl : image.url}
      alt={blurred ? `${alt} (blurred explicit content)` : alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
