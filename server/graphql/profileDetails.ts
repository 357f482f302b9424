import type { Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { access } from './profiles.ts';
import type { ProfileRow } from '../db/types.ts';
import { canSeeSocialAccount, eventsOf, groupsOf, interestsOf, kinkRule, kinksOf, membershipSeenBy, sonasOf } from '../profiles/details.ts';
import { recentTrackFor } from '../lastfm/recentTracks.ts';
import { permits } from '../profiles/relations.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** Whether the viewer may see the profile at all (profile(uuid)'s rule); chat shows other members this way too. */
async function canView(context: Context, owner: ProfileRow) {
  return (await access(context, owner)).canView;
}

/** The owner's groups or events as the viewer may see them (membershipSeenBy). */
async function visibleMemberships<T extends { is_ad: boolean; content_rating: string | null }>(
  context: Context,
  owner: ProfileRow,
  rows: T[],
) {
  const ownerAccess = await access(context, owner);
  if (!ownerAccess.canView) return [];
  const viewer = { mayViewAd: ownerAccess.isSelf || ownerAccess.canViewAd, isAdult: ownerAccess.viewerIsAdult };
  return rows.flatMap((row) => membershipSeenBy(row, viewer) ?? []);
}

async function visibleSocialAccounts(context: Context, owner: ProfileRow) {
  const ownerAccess = await access(context, owner);
  const rows = await context.loaders.socialAccounts.load(owner.id);
  return rows.filter((row) => canSeeSocialAccount(ownerAccess, row));
}

async function recentTrack(context: Context, owner: ProfileRow) {
  const { lastfmApiKey, lastfmApiUrl } = context.config;
  if (!lastfmApiKey) return null;
  // Only an account the viewer may see: a private Last.fm link must not leak through its music.
  const lastfm = (await visibleSocialAccounts(context, owner)).find((row) => row.social_network === 'LASTFM');
  if (!lastfm) return null;
  return recentTrackFor({ apiKey: lastfmApiKey, apiUrl: lastfmApiUrl }, owner.id, lastfm.value);
}

export const profileDetailResolvers: Resolvers = {
  Profile: {
    bio: async (owner, _args, context) => ((await canView(context, owner)) ? owner : null),
    interests: async (owner, _args, context) => ((await canView(context, owner)) ? interestsOf(context.db, owner.id, false) : []),
    socialAccounts: (owner, _args, context) => visibleSocialAccounts(context, owner),
    sonas: async (owner, _args, context) => ((await canView(context, owner)) ? sonasOf(context.db, owner.id) : []),
    kinks: async (owner, _args, context) => {
      const [ownerAccess, viewer, rows] = await Promise.all([access(context, owner), context.viewerRow(), kinksOf(context.db, owner.id)]);
      return rows.filter(kinkRule(ownerAccess, owner, viewer));
    },
    groups: async (owner, _args, context) => {
      // The owner's "who may see my groups", then each group by the viewer's own group rule.
      const ownerAccess = await access(context, owner);
      if (!ownerAccess.isSelf && !permits(owner.view_groups, ownerAccess.ownerRelation, false)) return [];
      return visibleMemberships(context, owner, await groupsOf(context.db, owner.id, await context.viewerRow()));
    },
    events: async (owner, _args, context) => {
      // The owner's "who may see my events", then each event by the viewer's own event rule (and the owner's).
      const ownerAccess = await access(context, owner);
      if (!ownerAccess.isSelf && !permits(owner.view_events, ownerAccess.ownerRelation, false)) return [];
      return visibleMemberships(context, owner, await eventsOf(context.db, owner.id, await context.viewerRow()));
    },
    recentTrack: (owner, _args, context) => recentTrack(context, owner),
  },
  Bio: {
    biography: (owner) => owner.biography,
    genders: (owner) => owner.genders,
    languages: (owner) => owner.languages,
    relationshipStatus: (owner) => owner.relationship_status,
    sexualOrientation: (owner) => owner.sexual_orientation,
    interests: (owner, _args, context) => interestsOf(context.db, owner.id, false),
    hobbies: async (owner, _args, context) => (await interestsOf(context.db, owner.id, true)).map((interest) => ({ interest })),
  },
  SocialAccount: {
    id: (row) => toGlobalId('SocialAccount', row.id),
    socialNetwork: (row) => row.social_network,
    isVerified: (row) => row.is_verified,
    displayName: (row) => row.display_name,
    accessPermission: (row) => row.access_permission,
  },
  ProfileKink: {
    kink: (row) => row,
    pleasureGive: (row) => row.pleasure_give,
    pleasureReceive: (row) => row.pleasure_receive,
  },
  Kink: {
    id: (row) => toGlobalId('Kink', row.id),
    displayName: (row) => row.display_name,
    categoryName: (row) => row.category_name,
    isVerified: (row) => row.is_verified,
    isSinglePlayer: (row) => row.is_single_player,
    isHard: (row) => row.is_hard,
  },
  ProfileGroup: {
    group: (row) => row,
    threadCount: (row) => row.thread_count,
    replyCount: (row) => row.reply_count,
  },
  ProfileEvent: {
    event: (row) => row,
    isWaitingList: (row) => row.status === 'WAITING_LIST',
  },
};
