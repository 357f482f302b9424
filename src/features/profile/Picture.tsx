import { blurredImageUrl, shouldBlur } from '../../lib/contentBlur';
import { imageUrl } from '../../lib/imageUrl';
import { useSettings } from '../../state/settings';

export interface PictureImage {
  readonly uuid: string;
  readonly contentRating: string;
}

/** An uploaded image at a width, blurred when it is explicit or hard and the member keeps blurring on. */
export function Picture({ image, width, alt, className }: { image: PictureImage; width: number; alt: string; className?: string }) {
  const blurExplicit = useSettings((settings) => settings.blurExplicitContent);
  const blurred = shouldBlur(image.contentRating, blurExplicit);
  return (
    <img
      src={blurred ? blurredImageUrl(image.uuid) : imageUrl(image.uuid, width)}
      alt={blurred ? `${alt} (blurred explicit content)` : alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
