import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
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
import {
  ownImage,
  ownImageOfUpload,
  ownImages,
  ownImagesByIds,
  profileImageOrThrow,
  uploadedImageByUuid,
} from '../images/profileImageRows.ts';
import type { Resolvers, UserProfileImageAddInput } from './__generated__/resolvers.ts';

/** The schema's defaults stand for an explicit null too: none of these columns takes null. */
const newImage = (input: UserProfileImageAddInput): NewProfileImage => ({
  image: input.image,
  accessPermission: input.accessPermission ?? 'PUBLIC',
  contentRating: input.contentRating ?? 'SAFE',
  isAd: input.isAd ?? false,
  type: input.type ?? 'OTHER',
  altText: input.altText,
});

const loadImage = (context: Context, id: string) => profileImageOrThrow(context.db, id);

async function imagePayload(context: Context, id: string) {
  return { profileImage: await loadImage(context, id), viewer: { id: requireViewer(context) } };
}

/** The viewer's gallery and the images they upload, edit, rate, make primary and remove (SPEC §7). */
export const imageMutationResolvers: Resolvers = {
  Viewer: {
    images: async (_parent, args, context) => {
      const rows = await ownImages(context.db, requireViewer(context), args.isAd);
      return imageConnection(rows, args.first, args.after);
    },
    image: async (_parent, args, context) => {
      const viewerId = requireViewer(context);
      const key = uuidKey(args.id, 'ProfileImage');
      if (!key) return null;
      return (await ownImage(context.db, viewerId, key)) ?? null;
    },
    primaryImages: async (_parent, _args, context) => {
      const viewer = await context.viewerRow();
      const ids = [viewer.primary_image_id, viewer.primary_image_ad_id].filter((id): id is string => id !== null);
      return ownImagesByIds(context.db, viewer.id, ids);
    },
  },
  Mutation: {
    userProfileImageAdd: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const id = await addProfileImage(context.db, context.pictures, await freshViewerRow(context), newImage(input));
      return { profileImageEdge: { cursor: id, node: await loadImage(context, id) }, viewer: { id: viewerId } };
    },
    userProfileImageEdit: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const key = uuidKey(input.id, 'ProfileImage');
      // Checked before anything is written, so a too-long alt text changes nothing.
      if (input.altText !== undefined) altTextOf(input.altText);
      const id = await setImageAccess(context.db, viewerId, key, input.accessPermission);
      if (input.altText !== undefined) await setAltText(context.db, viewerId, key, input.altText);
      return imagePayload(context, id);
    },
    userProfileImageSet: async (_parent, { input }, context) => {
      const id = await setPersonaImage(context.db, requireViewer(context), uuidKey(input.id, 'ProfileImage'), 'primary');
      return imagePayload(context, id);
    },
    userProfileHeaderImageSet: async (_parent, { input }, context) => {
      const id = await setPersonaImage(context.db, requireViewer(context), uuidKey(input.id, 'ProfileImage'), 'header');
      return imagePayload(context, id);
    },
    userProfileImageRemove: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const id = await removeProfileImage(context.db, context.pictures, viewerId, uuidKey(input.id, 'ProfileImage'));
      return { deletedId: toGlobalId('ProfileImage', id), viewer: { id: viewerId } };
    },
    imageContentRatingSet: async (_parent, { input }, context) => {
      requireViewer(context);
      await setContentRating(context.db, await freshViewerRow(context), input.uuid, input.contentRating);
      const image = await uploadedImageByUuid(context.db, input.uuid);
      const linked = await ownImageOfUpload(context.db, context.viewerId!, input.uuid);
      return {
        image: {
          uuid: image.uuid,
          contentRating: image.content_rating,
          width: image.width,
          height: image.height,
          blurHash: image.blur_hash,
        },
        profileImage: linked ?? null,
      };
    },
  },
};
