import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, notFound } from '../errors.ts';
import { keyOf } from './ids.ts';
import { loadProfileRow } from './profiles.ts';
import { addLike, imageLikeCount, removeLike, setImageLike } from '../likes/likes.ts';
import { relationBetween } from '../profiles/relations.ts';
import { accessTo, canSeeImage } from '../profiles/visibility.ts';
import { profileImageById } from '../images/profileImageRows.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import { isUuid } from '../uuid.ts';

const PROFILE_NOT_FOUND = 'Profile not found. This user may have deleted their account or been banned.';

/**
 * The owner and the viewer's access to them, computed afresh rather than through the per-operation loaders:
 * the payload's fields must read the relation as it is after the write, not as it was before.
 */
async function freshAccess(context: Context, ownerId: string) {
  const owner = isUuid(ownerId) ? await loadProfileRow(context, ownerId) : undefined;
  if (!owner || owner.deleted_at || owner.banned_at) return null;
  const ownerAccess = await accessTo(context.db, await context.viewerRow(), owner);
  return ownerAccess.canView ? { owner, ownerAccess } : null;
}

/** Likes and unlikes answer the profile and the relation the server now holds (SPEC §4). */
async function changeLike(context: Context, uuid: string, like: boolean) {
  const viewerId = requireViewer(context);
  const found = await freshAccess(context, uuid);
  if (!found) throw notFound(PROFILE_NOT_FOUND);
  if (found.ownerAccess.isSelf) throw badInput('You cannot like your own profile.');
  const changed = await (like ? addLike : removeLike)(context.db, viewerId, found.owner.id);
  const relationType = await relationBetween(context.db, viewerId, found.owner.id);
  // Only a like that is new is news (liking twice notifies once); an unlike takes its notifications back.
  if (changed && like) await context.notifier.liked(viewerId, found.owner.id);
  if (changed && !like) await context.notifier.unliked(viewerId, found.owner.id);
  return { profile: found.owner, relationType, viewer: { id: viewerId } };
}

export const likeResolvers: Resolvers = {
  Mutation: {
    likeProfile: (_parent, { input }, context) => changeLike(context, input.uuid, true),
    unlikeProfile: (_parent, { input }, context) => changeLike(context, input.uuid, false),
    profileImageLike: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const id = keyOf(input.id, 'ProfileImage');
      const image = id && isUuid(id) ? await profileImageById(context.db, id) : undefined;
      const found = image && (await freshAccess(context, image.profile_id));
      // An image the viewer may not see answers exactly like one that does not exist.
      if (!image || !found || !canSeeImage(found.ownerAccess, image)) throw notFound('Image not found.');
      await setImageLike(context.db, image.id, viewerId, input.liked);
      return { profileImage: image, likeCount: await imageLikeCount(context.db, image.id) };
    },
  },
};
