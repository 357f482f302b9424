import { NoPicture } from '../profile/NoPicture';
import { Picture, type PictureImage } from '../profile/Picture';

/**
 * A group's picture at a fixed size, or its first letter on its own colour when it has none. Decorative: the
 * group's name is always written beside it.
 */
export function GroupPicture({
  image,
  name,
  colourKey,
  className,
}: {
  image: PictureImage | null | undefined;
  name: string;
  colourKey: string;
  className: string;
}) {
  if (!image) return <NoPicture name={name} colourKey={colourKey} className={`flex-none text-xl ${className}`} />;
  return <Picture image={image} alt="" className={`flex-none object-cover ${className}`} />;
}
