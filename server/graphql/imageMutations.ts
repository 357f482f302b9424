import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import { profileImagesQuery } from './images.ts';
import { freshViewerRow } from './settings.ts';
import { imageConnection } from './profiles.ts';
import {
  addProfileImage,
  removeProfileImage,
  altTextOf,
  setAltText,
  setContentRating,
  setImageAccess,
  setPersonaImage,
  type NewProfileImage,
} from '../images/profileImages.ts';

const loadImage = (context: Context, id: string) => profileImagesQuery(context).where('profile_images.id', '=', id).executeTakeFirstOrThrow();

async function imagePayload(context: Context, id: string) {
  return { profileImage: await loadImage(context, id), viewer: { id: requireViewer(context) } };
}

/** The viewer's gallery and the images they upload, edit, rate, make primary and remove (SPEC §7). */
export const imageMutationResolvers = {
  Viewer: {
    images: async (_: unknown, args: { first: number; after?: string | null; isAd?: boolean | null }, context: Context) => {
      let query = profileImagesQuery(context).where('profile_images.profile_id', '=', requireViewer(context));
      if (args.isAd != null) query = query.where('profile_images.is_ad', '=', args.isAd);
      const rows = await query.orderBy('profile_images.created_at', 'desc').orderBy('profile_images.id').execute();
      return imageConnection(rows, args.first, args.after);
    },
    image: async (_: unknown, args: { id: string }, context: Context) => {
      const viewerId = requireViewer(context);
      const key = uuidKey(args.id, 'ProfileImage');
      if (!key) return null;
      return (await profileImagesQuery(context).where('profile_images.id', '=', key).where('profile_images.profile_id', '=', viewerId).executeTakeFirst()) ?? null;
    },
    primaryImages: async (_: unknown, __: unknown, context: Context) => {
      const viewer = await context.viewerRow();
      const ids = [viewer.primary_image_id, viewer.primary_image_ad_id].filter((id): id is string => id !== null);
      if (!ids.length) return [];
      return profileImagesQuery(context).where('profile_images.id', 'in', ids).where('profile_images.profile_id', '=', viewer.id).execute();
    },
  },
  Mutation: {
    userProfileImageAdd: async (_: unknown, { input }: { input: NewProfileImage }, context: Context) => {
      requireViewer(context);
      const id = await addProfileImage(context.db, context.config.imageDir, await freshViewerRow(context), input);
      return { profileImageEdge: { cursor: id, node: await loadImage(context, id) }, viewer: { id: context.viewerId } };
    },
    userProfileImageEdit: async (_: unknown, { input }: { input: { id: string; accessPermission: string; altText?: string | null } }, context: Context) => {
      const viewerId = requireViewer(context);
      const key = uuidKey(input.id, 'ProfileImage');
      // Checked before anything is written, so a too-long alt text changes nothing.
      if (input.altText !== undefined) altTextOf(input.altText);
      const id = await setImageAccess(context.db, viewerId, key, input.accessPermission);
      if (input.altText !== undefined) await setAltText(context.db, viewerId, key, input.altText);
      return imagePayload(context, id);
    },
    userProfileImageSet: async (_: unknown, { input }: { input: { id: string } }, context: Context) => {
      const id = await setPersonaImage(context.db, requireViewer(context), uuidKey(input.id, 'ProfileImage'), 'primary');
      return imagePayload(context, id);
    },
    userProfileHeaderImageSet: async (_: unknown, { input }: { input: { id: string } }, context: Context) => {
      const id = await setPersonaImage(context.db, requireViewer(context), uuidKey(input.id, 'ProfileImage'), 'header');
      return imagePayload(context, id);
    },
    userProfileImageRemove: async (_: unknown, { input }: { input: { id: string } }, context: Context) => {
      const viewerId = requireViewer(context);
      const id = await removeProfileImage(context.db, context.config.imageDir, viewerId, uuidKey(input.id, 'ProfileImage'));
      return { deletedId: toGlobalId('ProfileImage', id), viewer: { id: viewerId } };
    },
    imageContentRatingSet: async (_: unknown, { input }: { input: { uuid: string; contentRating: string } }, context: Context) => {
      requireViewer(context);
      await setContentRating(context.db, await freshViewerRow(context), input.uuid, input.contentRating);
      const image = await context.db.selectFrom('images').selectAll().where('uuid', '=', input.uuid).executeTakeFirstOrThrow();
      const linked = await profileImagesQuery(context).where('profile_images.image_uuid', '=', input.uuid).where('profile_images.profile_id', '=', context.viewerId!).executeTakeFirst();
      return {
        image: { uuid: image.uuid, contentRating: image.content_rating, width: image.width, height: image.height, blurHash: image.blur_hash },
        profileImage: linked ?? null,
      };
    },
  },
};
