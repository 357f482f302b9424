import type { Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { imageUrlFor, isOpenToAll } from '../images/signedUrls.ts';
import { isPrimaryImage, sonaOfImage, type ProfileImageSource } from '../images/profileImageRows.ts';
import { canSeeImage } from '../profiles/visibility.ts';
import type { ProfileRow } from '../db/types.ts';
import { hasLikedImage, imageLikeCount } from '../likes/likes.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

export type { ProfileImageSource };

/** One profile image of an owner if the viewer may see it; null otherwise. */
export async function visibleProfileImage(context: Context, owner: ProfileRow, id: string | null) {
  if (!id) return null;
  const image = await context.loaders.profileImage.load(id);
  if (!image) return null;
  const access = await context.loaders.access.load(owner);
  return canSeeImage(access, image) ? image : null;
}

export const imageResolvers: Resolvers = {
  ProfileImage: {
    id: (image) => toGlobalId('ProfileImage', image.id),
    image: (image) => ({
      uuid: image.image_uuid,
      contentRating: image.content_rating,
      width: image.width,
      height: image.height,
      blurHash: image.blur_hash,
      // Whoever may see this profile image gets its URL; one not open to all (friends-only, private, After Dark
      // or explicit) gets a signed one.
      isPublic: isOpenToAll(image),
    }),
    accessPermission: (image) => image.access_permission,
    altText: (image) => image.alt_text ?? null,
    isAd: (image) => image.is_ad,
    type: (image) => image.type,
    isPrimary: (image, _args, context) => isPrimaryImage(context.db, image),
    /** The fursona this image is linked to, if any. */
    sona: (image, _args, context) => sonaOfImage(context.db, image.id),
    likeCount: async (image, _args, context) => {
      return imageLikeCount(context.db, image.id);
    },
    hasLiked: async (image, _args, context) => (context.viewerId ? hasLikedImage(context.db, context.viewerId, image.id) : false),
  },
  UploadedImage: {
    url: async (image, args, context) => {
      const isPublic = image.isPublic ?? (await context.loaders.imageIsPublic.load(image.uuid));
      return imageUrlFor(context.db, image.uuid, { width: args.width, blur: args.blur }, isPublic);
    },
  },
};
