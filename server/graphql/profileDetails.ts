import type { Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { access } from './profiles.ts';
import type { ProfileRow } from '../db/types.ts';
import {
  canSeeSocialAccount,
  eventsOf,
  groupsOf,
  interestsOf,
  joinedImage,
  kinkRule,
  kinksOf,
  membershipSeenBy,
  socialAccountsOf,
  sonasOf,
  type EventRow,
  type GroupRow,
  type KinkRow,
  type SocialAccountRow,
} from '../profiles/details.ts';
import { recentTrackFor } from '../lastfm/recentTracks.ts';

/** Whether the viewer may see the profile at all (profile(uuid)'s rule); chat shows other members this way too. */
async function canView(context: Context, owner: ProfileRow) {
  return (await access(context, owner)).canView;
}

/** The owner's groups or events as the viewer may see them (membershipSeenBy). */
async function visibleMemberships<T extends { is_ad: boolean; content_rating: string | null }>(context: Context, owner: ProfileRow, rows: T[]) {
  const ownerAccess = await access(context, owner);
  if (!ownerAccess.canView) return [];
  const viewer = { mayViewAd: ownerAccess.isSelf || ownerAccess.canViewAd, isAdult: ownerAccess.viewerIsAdult };
  return rows.flatMap((row) => membershipSeenBy(row, viewer) ?? []);
}

async function visibleSocialAccounts(context: Context, owner: ProfileRow) {
  const ownerAccess = await access(context, owner);
  const rows = await context.memo(`social:${owner.id}`, () => socialAccountsOf(context.db, owner.id));
  return rows.filter((row) => canSeeSocialAccount(ownerAccess, row));
}

async function recentTrack(owner: ProfileRow, _: unknown, context: Context) {
  const { lastfmApiKey, lastfmApiUrl } = context.config;
  if (!lastfmApiKey) return null;
  // Only an account the viewer may see: a private Last.fm link must not leak through its music.
  const lastfm = (await visibleSocialAccounts(context, owner)).find((row) => row.social_network === 'LASTFM');
  if (!lastfm) return null;
  return recentTrackFor({ apiKey: lastfmApiKey, apiUrl: lastfmApiUrl }, owner.id, lastfm.value);
}

export const profileDetailResolvers = {
  Profile: {
    bio: async (owner: ProfileRow, _: unknown, context: Context) => ((await canView(context, owner)) ? owner : null),
    interests: async (owner: ProfileRow, _: unknown, context: Context) => ((await canView(context, owner)) ? interestsOf(context.db, owner.id, false) : []),
    socialAccounts: (owner: ProfileRow, _: unknown, context: Context) => visibleSocialAccounts(context, owner),
    sonas: async (owner: ProfileRow, _: unknown, context: Context) => ((await canView(context, owner)) ? sonasOf(context.db, owner.id) : []),
    kinks: async (owner: ProfileRow, _: unknown, context: Context) => {
      const [ownerAccess, viewer, rows] = await Promise.all([access(context, owner), context.viewerRow(), kinksOf(context.db, owner.id)]);
      return rows.filter(kinkRule(ownerAccess, owner, viewer));
    },
    groups: async (owner: ProfileRow, _: unknown, context: Context) => visibleMemberships(context, owner, await groupsOf(context.db, owner.id)),
    events: async (owner: ProfileRow, _: unknown, context: Context) => visibleMemberships(context, owner, await eventsOf(context.db, owner.id)),
    recentTrack,
  },
  Bio: {
    biography: (owner: ProfileRow) => owner.biography,
    genders: (owner: ProfileRow) => owner.genders,
    languages: (owner: ProfileRow) => owner.languages,
    relationshipStatus: (owner: ProfileRow) => owner.relationship_status,
    sexualOrientation: (owner: ProfileRow) => owner.sexual_orientation,
    interests: (owner: ProfileRow, _: unknown, context: Context) => interestsOf(context.db, owner.id, false),
    hobbies: async (owner: ProfileRow, _: unknown, context: Context) =>
      (await interestsOf(context.db, owner.id, true)).map((interest) => ({ interest })),
  },
  SocialAccount: {
    id: (row: SocialAccountRow) => toGlobalId('SocialAccount', row.id),
    socialNetwork: (row: SocialAccountRow) => row.social_network,
    isVerified: (row: SocialAccountRow) => row.is_verified,
    displayName: (row: SocialAccountRow) => row.display_name,
    accessPermission: (row: SocialAccountRow) => row.access_permission,
  },
  ProfileKink: {
    kink: (row: KinkRow) => row,
    pleasureGive: (row: KinkRow) => row.pleasure_give,
    pleasureReceive: (row: KinkRow) => row.pleasure_receive,
  },
  Kink: {
    id: (row: KinkRow) => toGlobalId('Kink', row.id),
    displayName: (row: KinkRow) => row.display_name,
    categoryName: (row: KinkRow) => row.category_name,
    isVerified: (row: KinkRow) => row.is_verified,
    isSinglePlayer: (row: KinkRow) => row.is_single_player,
    isHard: (row: KinkRow) => row.is_hard,
  },
  ProfileGroup: {
    group: (row: GroupRow) => row,
    threadCount: (row: GroupRow) => row.thread_count,
    replyCount: (row: GroupRow) => row.reply_count,
  },
  Group: {
    id: (row: GroupRow) => toGlobalId('Group', row.uuid),
    displayName: (row: GroupRow) => row.display_name,
    isAd: (row: GroupRow) => row.is_ad,
    isVerified: (row: GroupRow) => row.is_verified,
    image: (row: GroupRow) => joinedImage(row),
  },
  ProfileEvent: {
    event: (row: EventRow) => row,
    isWaitingList: (row: EventRow) => row.is_waiting_list,
  },
  Event: {
    id: (row: EventRow) => toGlobalId('Event', row.uuid),
    displayName: (row: EventRow) => row.display_name,
    isAd: (row: EventRow) => row.is_ad,
    eventBeginAt: (row: EventRow) => row.begin_at,
    eventEndAt: (row: EventRow) => row.end_at,
    image: (row: EventRow) => joinedImage(row),
  },
};
