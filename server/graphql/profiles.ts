import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { visibleProfileImage } from './images.ts';
import { galleryOf, type ProfileImageSource } from '../images/profileImageRows.ts';
import type { ProfileRow } from '../db/types.ts';
import { ADULT_AGE, ageOn, hasAfterDark, isBirthdayOn } from '../profiles/age.ts';
import { bestRole, describeRole } from '../profiles/roles.ts';
import { canSeeImage, type ProfileAccess } from '../profiles/visibility.ts';
import { hasBlocked, permits } from '../profiles/relations.ts';
import { chatPermission, likePermission } from '../profiles/profileActions.ts';
import { profileLikeCount } from '../likes/likes.ts';
import { coarsePresence } from '../presence/presence.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import { isUuid } from '../uuid.ts';

/** A member's row by id, whatever their state; undefined when there is none. */
export function loadProfileRow(context: Context, id: string) {
  return context.loaders.profile.load(id);
}

/** The viewer's access to an owner, computed once per operation. */
export function access(context: Context, owner: ProfileRow): Promise<ProfileAccess> {
  return context.loaders.access.load(owner);
}

/** A profile the viewer may see, or null: missing, deleted, banned, blocked either way, or hidden by viewProfile. */
export async function visibleProfileByUuid(context: Context, uuid: string) {
  requireViewer(context);
  if (!isUuid(uuid)) return null;
  const owner = await loadProfileRow(context, uuid);
  if (!owner || owner.deleted_at || owner.banned_at) return null;
  return (await access(context, owner)).canView ? owner : null;
}

/** A member's presence as the viewer may know it: the field and the live subscription (profilePresence) alike. */
export async function visiblePresence(context: Context, owner: ProfileRow) {
  const { isSelf, canView } = await access(context, owner);
  // The privacy switch hides it from everyone but the member; nothing of a profile the viewer may not view.
  return isSelf || (canView && owner.show_last_online) ? coarsePresence(owner) : null;
}

async function visibleAge(context: Context, owner: ProfileRow) {
  if (!owner.date_of_birth) return null;
  const { isSelf, canView, ownerRelation } = await access(context, owner);
  // Nothing of a profile the viewer may not view (as chat shows it), not even a minor's age.
  if (!canView) return null;
  const age = ageOn(owner.date_of_birth);
  // The age of members under 18 is always shown, whatever their setting (SPEC §5).
  if (age < ADULT_AGE) return age;
  return permits(owner.view_age, ownerRelation, isSelf) ? age : null;
}

export const profileResolvers: Resolvers = {
  Query: {
    profile: (_parent, args, context) => visibleProfileByUuid(context, args.uuid),
  },
  Profile: {
    id: (owner) => toGlobalId('Profile', owner.id),
    uuid: (owner) => owner.id,
    displayName: (owner) => owner.display_name,
    username: (owner) => owner.username,
    roles: (owner) => owner.roles.map(describeRole),
    bestRole: (owner) => bestRole(owner.roles),
    age: (owner, _args, context) => visibleAge(context, owner),
    dateOfBirth: async (owner, _args, context) => ((await visibleAge(context, owner)) === null ? null : owner.date_of_birth),
    isBirthday: async (owner, _args, context) =>
      owner.date_of_birth !== null && (await visibleAge(context, owner)) !== null && isBirthdayOn(owner.date_of_birth),
    relationType: async (owner, _args, context) => (await access(context, owner)).relation,
    shareHash: async (owner, _args, context) => ((await access(context, owner)).isSelf ? owner.share_hash : null),
    isViewer: (owner, _args, context) => owner.id === context.viewerId,
    // Nothing about After Dark reaches a viewer under 18, not even whether someone has it.
    isAdOptIn: async (owner, _args, context) => {
      const { isSelf, viewerIsAdult } = await access(context, owner);
      return isSelf || viewerIsAdult ? hasAfterDark(owner) : null;
    },
    primaryImage: (owner, _args, context) => visibleProfileImage(context, owner, owner.primary_image_id),
    headerImage: (owner, _args, context) => visibleProfileImage(context, owner, owner.header_image_id),
    primaryImageAd: async (owner, _args, context) =>
      (await access(context, owner)).canViewAd ? visibleProfileImage(context, owner, owner.primary_image_ad_id) : null,
    headerImageAd: async (owner, _args, context) =>
      (await access(context, owner)).canViewAd ? visibleProfileImage(context, owner, owner.header_image_ad_id) : null,
    privacySettings: async (owner, _args, context) =>
      (await access(context, owner)).isSelf
        ? {
            viewProfile: owner.view_profile,
            viewAge: owner.view_age,
            startChat: owner.start_chat,
            viewKinks: owner.view_kinks,
            viewAd: owner.view_ad,
            viewGroups: owner.view_groups,
            viewEvents: owner.view_events,
            showLastOnline: owner.show_last_online,
          }
        : null,
    images: async (owner, args, context) => {
      const ownerAccess = await access(context, owner);
      const rows = await galleryOf(context.db, owner.id, Boolean(args.isAd));
      return imageConnection(
        rows.filter((row) => canSeeImage(ownerAccess, row)),
        args.first,
        args.after,
      );
    },
    bioAd: async (owner, _args, context) =>
      (await access(context, owner)).canViewAd || ((await access(context, owner)).isSelf && owner.is_ad_opt_in)
        ? {
            biography: owner.ad_biography,
            sexPositions: owner.sex_positions,
            behaviour: owner.behaviour,
            safeSex: owner.safe_sex,
            canHost: owner.can_host,
          }
        : null,
    likeCount: (owner, _args, context) => profileLikeCount(context.db, owner.id),
    canStartChat: async (owner, _args, context) => (await access(context, owner)).canStartChat,
    chatPermission: async (owner, _args, context) =>
      chatPermission(context.db, await access(context, owner), await context.viewerRow(), owner),
    likePermission: async (owner, _args, context) => likePermission(await access(context, owner)),
    isBlocked: (owner, _args, context) => hasBlocked(context.db, requireViewer(context), owner.id),
    isHidden: (owner) => owner.is_hidden,
    isHiddenByViewer: async (owner, _args, context) =>
      context.viewerId !== null && context.viewerId !== owner.id && (await context.loaders.hiddenByViewer.load(owner.id)),
    presence: (owner, _args, context) => visiblePresence(context, owner),
  },
};

/** An offset connection over an already filtered list; the cursor is the position. */
export function imageConnection(rows: ProfileImageSource[], first: number, after?: string | null) {
  const start = after ? Number(after) + 1 : 0;
  const page = rows.slice(start, start + Math.max(0, Math.min(first, 100)));
  return {
    edges: page.map((node, index) => ({ cursor: String(start + index), node })),
    pageInfo: {
      hasNextPage: start + page.length < rows.length,
      hasPreviousPage: start > 0,
      startCursor: page.length ? String(start) : null,
      endCursor: page.length ? String(start + page.length - 1) : null,
    },
  };
}
