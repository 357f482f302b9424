import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { profileImagesQuery, visibleProfileImage, type ProfileImageSource } from './images.ts';
import type { ProfileRow } from '../db/types.ts';
import { ADULT_AGE, ageOn, hasAfterDark, isBirthdayOn } from '../profiles/age.ts';
import { bestRole, describeRole } from '../profiles/roles.ts';
import { accessTo, canSeeImage, type ProfileAccess } from '../profiles/visibility.ts';
import { permits } from '../profiles/relations.ts';
import { chatPermission, likePermission } from '../profiles/profileActions.ts';
import { likesWithinOnePool } from '../profiles/poolSql.ts';

export async function loadProfileRow(context: Context, id: string) {
  return context.memo(`profile:${id}`, () => context.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst());
}

export function access(context: Context, owner: ProfileRow): Promise<ProfileAccess> {
  return context.memo(`access:${owner.id}`, async () => accessTo(context.db, await context.viewerRow(), owner));
}

/** A profile the viewer may see, or null: missing, deleted, banned, blocked either way, or hidden by viewProfile. */
export async function visibleProfileByUuid(context: Context, uuid: string) {
  requireViewer(context);
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const owner = await loadProfileRow(context, uuid);
  if (!owner || owner.deleted_at || owner.banned_at) return null;
  return (await access(context, owner)).canView ? owner : null;
}

async function visibleAge(owner: ProfileRow, _: unknown, context: Context) {
  if (!owner.date_of_birth) return null;
  const { isSelf, canView, ownerRelation } = await access(context, owner);
  // Nothing of a profile the viewer may not view (as chat shows it), not even a minor's age.
  if (!canView) return null;
  const age = ageOn(owner.date_of_birth);
  // The age of members under 18 is always shown, whatever their setting (SPEC §5).
  if (age < ADULT_AGE) return age;
  return permits(owner.view_age, ownerRelation, isSelf) ? age : null;
}

async function likesOf(context: Context, id: string) {
  const row = await likesWithinOnePool(context.db).select((eb) => eb.fn.countAll<string>().as('count')).where('likes.liked_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.count);
}

export const profileResolvers = {
  Query: {
    profile: (_: unknown, args: { uuid: string }, context: Context) => visibleProfileByUuid(context, args.uuid),
  },
  Profile: {
    id: (owner: ProfileRow) => toGlobalId('Profile', owner.id),
    uuid: (owner: ProfileRow) => owner.id,
    displayName: (owner: ProfileRow) => owner.display_name,
    username: (owner: ProfileRow) => owner.username,
    roles: (owner: ProfileRow) => owner.roles.map(describeRole),
    bestRole: (owner: ProfileRow) => bestRole(owner.roles),
    age: visibleAge,
    dateOfBirth: async (owner: ProfileRow, args: unknown, context: Context) =>
      (await visibleAge(owner, args, context)) === null ? null : owner.date_of_birth,
    isBirthday: async (owner: ProfileRow, args: unknown, context: Context) =>
      owner.date_of_birth !== null && (await visibleAge(owner, args, context)) !== null && isBirthdayOn(owner.date_of_birth),
    relationType: async (owner: ProfileRow, _: unknown, context: Context) => (await access(context, owner)).relation,
    shareHash: async (owner: ProfileRow, _: unknown, context: Context) => ((await access(context, owner)).isSelf ? owner.share_hash : null),
    isViewer: (owner: ProfileRow, _: unknown, context: Context) => owner.id === context.viewerId,
    // Nothing about After Dark reaches a viewer under 18, not even whether someone has it.
    isAdOptIn: async (owner: ProfileRow, _: unknown, context: Context) => {
      const { isSelf, viewerIsAdult } = await access(context, owner);
      return isSelf || viewerIsAdult ? hasAfterDark(owner) : null;
    },
    primaryImage: (owner: ProfileRow, _: unknown, context: Context) => visibleProfileImage(context, owner, owner.primary_image_id),
    headerImage: (owner: ProfileRow, _: unknown, context: Context) => visibleProfileImage(context, owner, owner.header_image_id),
    primaryImageAd: async (owner: ProfileRow, _: unknown, context: Context) =>
      (await access(context, owner)).canViewAd ? visibleProfileImage(context, owner, owner.primary_image_ad_id) : null,
    headerImageAd: async (owner: ProfileRow, _: unknown, context: Context) =>
      (await access(context, owner)).canViewAd ? visibleProfileImage(context, owner, owner.header_image_ad_id) : null,
    privacySettings: async (owner: ProfileRow, _: unknown, context: Context) =>
      (await access(context, owner)).isSelf
        ? {
            viewProfile: owner.view_profile,
            viewAge: owner.view_age,
            startChat: owner.start_chat,
            viewKinks: owner.view_kinks,
            viewAd: owner.view_ad,
            showLastOnline: owner.show_last_online,
          }
        : null,
    images: async (owner: ProfileRow, args: { isAd: boolean; first: number; after?: string | null }, context: Context) => {
      const ownerAccess = await access(context, owner);
      const rows = await profileImagesQuery(context)
        .where('profile_images.profile_id', '=', owner.id)
        .where('profile_images.is_ad', '=', Boolean(args.isAd))
        .orderBy('profile_images.created_at', 'desc')
        .orderBy('profile_images.id')
        .execute();
      return imageConnection(rows.filter((row) => canSeeImage(ownerAccess, row)), args.first, args.after);
    },
    bioAd: async (owner: ProfileRow, _: unknown, context: Context) =>
      (await access(context, owner)).canViewAd || ((await access(context, owner)).isSelf && owner.is_ad_opt_in)
        ? {
            biography: owner.ad_biography,
            sexPositions: owner.sex_positions,
            behaviour: owner.behaviour,
            safeSex: owner.safe_sex,
            canHost: owner.can_host,
          }
        : null,
    likeCount: (owner: ProfileRow, _: unknown, context: Context) => likesOf(context, owner.id),
    canStartChat: async (owner: ProfileRow, _: unknown, context: Context) => {
      const { isSelf, canView, ownerRelation } = await access(context, owner);
      return !isSelf && canView && permits(owner.start_chat, ownerRelation, false);
    },
    chatPermission: async (owner: ProfileRow, _: unknown, context: Context) =>
      chatPermission(context.db, await access(context, owner), await context.viewerRow(), owner),
    likePermission: async (owner: ProfileRow, _: unknown, context: Context) => likePermission(await access(context, owner)),
    isBlocked: async (owner: ProfileRow, _: unknown, context: Context) => {
      const row = await context.db
        .selectFrom('blocks')
        .select('blocked_id')
        .where('blocker_id', '=', requireViewer(context))
        .where('blocked_id', '=', owner.id)
        .executeTakeFirst();
      return Boolean(row);
    },
    isHidden: (owner: ProfileRow) => owner.is_hidden,
    lastOnlineAt: async (owner: ProfileRow, _: unknown, context: Context) =>
      owner.show_last_online || (await access(context, owner)).isSelf ? owner.last_online_at : null,
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
