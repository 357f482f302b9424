import type { Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { imageIsPublic, imageUrlFor, isOpenToAll } from '../images/signedUrls.ts';
import { accessTo, canSeeImage } from '../profiles/visibility.ts';
import type { ProfileRow } from '../db/types.ts';
import { imageLikeCount } from '../likes/likes.ts';

/** A profile image joined with its uploaded image, as the ProfileImage resolvers receive it. */
export interface ProfileImageSource {
  id: string;
  profile_id: string;
  access_permission: string;
  is_ad: boolean;
  type: string;
  sona_id: string | null;
  image_uuid: string;
  content_rating: string;
  width: number;
  height: number;
  blur_hash: string;
  created_at: Date;
  alt_text?: string | null;
}

export function profileImagesQuery(context: Context) {
  return context.db
    .selectFrom('profile_images')
    .innerJoin('images', 'images.uuid', 'profile_images.image_uuid')
    .select([
      'profile_images.id',
      'profile_images.profile_id',
      'profile_images.access_permission',
      'profile_images.is_ad',
      'profile_images.type',
      'profile_images.sona_id',
      'profile_images.image_uuid',
      'profile_images.created_at',
      'profile_images.alt_text',
      'images.content_rating',
      'images.width',
      'images.height',
      'images.blur_hash',
    ]);
}

/** One profile image of an owner if the viewer may see it; null otherwise. */
export async function visibleProfileImage(context: Context, owner: ProfileRow, id: string | null) {
  if (!id) return null;
  const image = await context.memo(`profile-image:${id}`, () => profileImagesQuery(context).where('profile_images.id', '=', id).executeTakeFirst());
  if (!image) return null;
  const access = await context.memo(`access:${owner.id}`, async () => accessTo(context.db, await context.viewerRow(), owner));
  return canSeeImage(access, image) ? image : null;
}

export const imageResolvers = {
  ProfileImage: {
    id: (image: ProfileImageSource) => toGlobalId('ProfileImage', image.id),
    image: (image: ProfileImageSource) => ({
      uuid: image.image_uuid,
      contentRating: image.content_rating,
      width: image.width,
      height: image.height,
      blurHash: image.blur_hash,
      // Whoever may see this profile image gets its URL; one not open to all (friends-only, private, After Dark
      // or explicit) gets a signed one.
      isPublic: isOpenToAll(image),
    }),
    accessPermission: (image: ProfileImageSource) => image.access_permission,
    altText: (image: ProfileImageSource) => image.alt_text ?? null,
    isAd: (image: ProfileImageSource) => image.is_ad,
    type: (image: ProfileImageSource) => image.type,
    isPrimary: async (image: ProfileImageSource, _: unknown, context: Context) => {
      const owner = await context.db
        .selectFrom('profiles')
        .select(['primary_image_id', 'primary_image_ad_id'])
        .where('id', '=', image.profile_id)
        .executeTakeFirst();
      return owner?.primary_image_id === image.id || owner?.primary_image_ad_id === image.id;
    },
    /** The fursona this image is linked to, if any. */
    sona: (image: ProfileImageSource, _: unknown, context: Context) =>
      context.db
        .selectFrom('sona_images')
        .innerJoin('sonas', 'sonas.id', 'sona_images.sona_id')
        .selectAll('sonas')
        .where('sona_images.profile_image_id', '=', image.id)
        .orderBy('sonas.created_at')
        .executeTakeFirst()
        .then((row) => row ?? null),
    likeCount: async (image: ProfileImageSource, _: unknown, context: Context) => {
      return imageLikeCount(context.db, image.id);
    },
    hasLiked: async (image: ProfileImageSource, _: unknown, context: Context) => {
      if (!context.viewerId) return false;
      const row = await context.db
        .selectFrom('image_likes')
        .select('profile_id')
        .where('profile_image_id', '=', image.id)
        .where('profile_id', '=', context.viewerId)
        .executeTakeFirst();
      return Boolean(row);
    },
  },
  UploadedImage: {
    url: async (image: { uuid: string; isPublic?: boolean }, args: { width: number; blur: boolean }, context: Context) => {
      const isPublic = image.isPublic ?? (await context.memo(`image-public:${image.uuid}`, () => imageIsPublic(context.db, image.uuid)));
      return imageUrlFor(context.db, image.uuid, { width: args.width, blur: args.blur }, isPublic);
    },
  },
};
