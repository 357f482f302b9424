import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { permits } from './relations.ts';
import { postCountColumns } from '../groups/posts.ts';
import type { ProfileAccess } from './visibility.ts';
import { groupVisibleSql } from '../groups/access.ts';
import { groupsWithImages } from '../groups/rows.ts';
import { eventVisibleSql } from '../events/access.ts';
import { eventsWithImages } from '../events/rows.ts';

/** The parts of a profile beyond its row: interests, social accounts, sonas, kinks, groups and events. */

export function interestsOf(db: DB, profileId: string, hobbies: boolean) {
  return db
    .selectFrom('profile_interests')
    .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
    .select(['interests.id', 'interests.interest', 'interests.popularity'])
    .where('profile_interests.profile_id', '=', profileId)
    .where('profile_interests.is_hobby', '=', hobbies)
    .orderBy('interests.popularity', 'desc')
    .orderBy('interests.id')
    .execute();
}

export type SocialAccountRow = Awaited<ReturnType<typeof socialAccountsOf>>[number];

export function socialAccountsOf(db: DB, profileId: string) {
  return db.selectFrom('social_accounts').selectAll().where('profile_id', '=', profileId).orderBy('social_network').orderBy('id').execute();
}

/** One social account by id, or undefined. */
export function socialAccountById(db: DB, id: string) {
  return db.selectFrom('social_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** After Dark networks are part of the adult persona, shown only where After Dark is. */
const AD_NETWORKS = new Set(['TWITTER_AD']);

/**
 * Whether a viewer may see a social account: private ones only on one's own profile (SPEC §5), the others by
 * their permission against the owner's relation to the viewer, and After Dark networks only with AD access.
 */
export function canSeeSocialAccount(access: ProfileAccess, account: { access_permission: string; social_network: string }) {
  if (access.isSelf) return true;
  if (!access.canView) return false;
  if (AD_NETWORKS.has(account.social_network) && !access.canViewAd) return false;
  return permits(account.access_permission, access.ownerRelation, false);
}

export function sonasOf(db: DB, profileId: string) {
  return db.selectFrom('sonas').selectAll().where('profile_id', '=', profileId).orderBy('created_at').orderBy('id').execute();
}

const KINK_COLUMNS = [
  'kinks.id',
  'kinks.display_name',
  'kinks.category_name',
  'kinks.is_verified',
  'kinks.is_single_player',
  'kinks.is_hard',
] as const;

export function kinksOf(db: DB, profileId: string) {
  return db
    .selectFrom('profile_kinks')
    .innerJoin('kinks', 'kinks.id', 'profile_kinks.kink_id')
    .select([...KINK_COLUMNS, 'profile_kinks.pleasure_give', 'profile_kinks.pleasure_receive'])
    .where('profile_kinks.profile_id', '=', profileId)
    .orderBy('kinks.category_name')
    .orderBy('kinks.display_name')
    .execute();
}

/** One kink of the catalogue, without a member's pleasure ratings. */
export function kinkById(db: DB, id: number) {
  return db.selectFrom('kinks').select(KINK_COLUMNS).where('kinks.id', '=', id).executeTakeFirst();
}

export type KinkRow = Awaited<ReturnType<typeof kinksOf>>[number];

/**
 * Kinks are After Dark content: they need AD access and the owner's viewKinks permission, and hard kinks
 * reach only adult viewers who opted in to them.
 */
export function kinkRule(access: ProfileAccess, owner: ProfileRow, viewer: ProfileRow) {
  const mayView = access.isSelf
    ? owner.is_ad_opt_in && access.viewerIsAdult
    : access.canViewAd && permits(owner.view_kinks, access.ownerRelation, false);
  const showHard = access.viewerIsAdult && viewer.is_hard_opt_in;
  return (kink: KinkRow) => mayView && (!kink.is_hard || showHard);
}

/**
 * The groups a profile is a member of that the viewer may see (mayViewGroup: the viewer's own pool, After Dark only
 * with their opt-in, none they blocked, none closed); whether the viewer may see the owner's groups at all is the
 * owner's "who may see my groups", judged by the caller.
 */
export function groupsOf(db: DB, profileId: string, viewer: ProfileRow) {
  // Thread and reply counts come from the discussion itself, so a deleted post leaves them at once.
  return groupsWithImages(db)
    .innerJoin('profile_groups', 'profile_groups.group_uuid', 'groups.uuid')
    .select(postCountColumns('profile_groups.profile_id', 'groups.uuid'))
    .where('profile_groups.profile_id', '=', profileId)
    .where('profile_groups.role', 'is not', null)
    .where(groupVisibleSql({ row: viewer }, 'groups'))
    .orderBy('groups.display_name')
    .execute();
}

export type GroupRow = Awaited<ReturnType<typeof groupsOf>>[number];

/**
 * The events a profile answered (Going, Interested, waiting) that the viewer may see by the event rule, and that the
 * owner may still see by it too (no block or hide with the host since), soonest first. Whether the viewer may see the
 * owner's events at all is the owner's "who may see my events", judged by the caller.
 */
export function eventsOf(db: DB, profileId: string, viewer: ProfileRow) {
  return eventsWithImages(db)
    .innerJoin('profile_events', 'profile_events.event_uuid', 'events.uuid')
    .innerJoin('profiles as owner', 'owner.id', 'profile_events.profile_id')
    .select(['profile_events.is_waiting_list', 'profile_events.status'])
    .where('profile_events.profile_id', '=', profileId)
    .where(eventVisibleSql({ row: viewer }, 'events'))
    .where(eventVisibleSql({ alias: 'owner' }, 'events'))
    .orderBy('events.begin_at')
    .orderBy('events.uuid')
    .limit(MAX_PROFILE_EVENTS)
    .execute();
}

/** The most events a profile lists. */
export const MAX_PROFILE_EVENTS = 100;

export type ProfileEventRow = Awaited<ReturnType<typeof eventsOf>>[number];

/**
 * A group or event as one viewer sees it, or null: After Dark ones only with After Dark access, and a
 * minor sees its picture only when it is rated Safe.
 */
export function membershipSeenBy<T extends { is_ad: boolean; content_rating: string | null }>(
  row: T,
  viewer: { mayViewAd: boolean; isAdult: boolean },
) {
  if (row.is_ad && !viewer.mayViewAd) return null;
  return viewer.isAdult || row.content_rating === 'SAFE' ? row : { ...row, image_uuid: null };
}

/** An uploaded image joined onto a group or event row, as the UploadedImage type reads it. */
export function joinedImage(row: {
  image_uuid: string | null;
  content_rating: string | null;
  width: number | null;
  height: number | null;
  blur_hash: string | null;
}) {
  // The columns come from a left join: all null when there is no image, all set when there is one.
  if (!row.image_uuid || row.content_rating === null || row.width === null || row.height === null || row.blur_hash === null) return null;
  return { uuid: row.image_uuid, contentRating: row.content_rating, width: row.width, height: row.height, blurHash: row.blur_hash };
}
