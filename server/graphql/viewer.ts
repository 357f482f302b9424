import { blockedGroupsOf } from '../groups/blocks.ts';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, forbidden, unauthenticated } from '../errors.ts';
import { toGlobalId } from './ids.ts';
import { revokeAccessToken } from '../auth/tokens.ts';
import { endTokenSessions } from '../auth/sessions.ts';
import { ageOn, hasAfterDark, isAdult, isValidBirthDate } from '../profiles/age.ts';
import { applicableTargets, isSupporter, isTeam } from '../profiles/roles.ts';
import { visibleFlags } from './flags.ts';
import { mutualLikeCount, profileLikeCount } from '../likes/likes.ts';
import { unreadMessageCount } from '../chat/unreadCounts.ts';
import { accountProvidersOf } from '../account/providers.ts';
import { blockedProfilesOf } from '../privacy/blocks.ts';
import { hiddenProfileCursor, pageOfHiddenProfiles } from '../privacy/hiddenProfiles.ts';
import { forwardConnection, profileConnection } from './connection.ts';
import { boopBalanceOf } from '../boops/boops.ts';
import { completeOnboarding, setDisplayName } from '../profiles/onboarding.ts';
import { profileById } from '../profiles/profileRows.ts';
import { DATE_OF_BIRTH_LOCKED } from './dateOfBirth.ts';
import { setDateOfBirthOnce } from '../profiles/dateOfBirth.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

async function viewerPayload(context: Context) {
  const profile = await profileById(context.db, requireViewer(context));
  return { profile, viewer: { id: profile.id } };
}

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => {
      // A token that no longer works must log the member out, not look like a logged-out visit.
      if (context.token && !context.viewerId) throw unauthenticated();
      return context.viewerId ? { id: context.viewerId } : null;
    },
  },
  Viewer: {
    id: (viewer) => toGlobalId('Viewer', viewer.id),
    profile: (_parent, _args, context) => context.viewerRow(),
    isOnboarded: async (_parent, _args, context) => (await context.viewerRow()).onboarded_at !== null,
    isAdult: async (_parent, _args, context) => isAdult((await context.viewerRow()).date_of_birth),
    isDeveloper: async (_parent, _args, context) => isTeam((await context.viewerRow()).roles),
    isSupporter: async (_parent, _args, context) => isSupporter((await context.viewerRow()).roles),
    applicableTargets: async (_parent, _args, context) => applicableTargets((await context.viewerRow()).roles),
    featureFlags: async (_parent, _args, context) => visibleFlags(context),
    accountProviders: async (_parent, _args, context) => {
      return accountProvidersOf(context.db, requireViewer(context));
    },
    contentOptions: async (_parent, _args, context) => {
      const row = await context.viewerRow();
      const adult = isAdult(row.date_of_birth);
      return {
        isAdOptIn: hasAfterDark(row),
        isExplicitContentOptIn: adult && row.is_explicit_opt_in,
        isHardContentOptIn: adult && row.is_hard_opt_in,
        blurUnrepliedPictures: row.blur_unreplied_pictures,
      };
    },
    blockedContent: async (_parent, _args, context) => {
      return {
        profiles: await blockedProfilesOf(context.db, requireViewer(context)),
        groups: (await blockedGroupsOf(context.db, await context.viewerRow())).map((group) => ({
          ...group,
          id: toGlobalId('Group', group.uuid),
        })),
      };
    },
    hiddenProfiles: async (_parent, args, context) => {
      const { page, hasNextPage } = await pageOfHiddenProfiles(context.db, requireViewer(context), args.first ?? 30, args.after);
      return profileConnection(forwardConnection(page, hasNextPage, args.after, hiddenProfileCursor));
    },
    likeCount: async (_parent, _args, context) => profileLikeCount(context.db, requireViewer(context)),
    mutualCount: async (_parent, _args, context) => {
      return mutualLikeCount(context.db, requireViewer(context));
    },
    activity: async (_parent, _args, context) => ({
      unreadActivityCount: 0,
      unreadChatMessageCount: await unreadMessageCount(context.db, requireViewer(context)),
    }),
    // The three in one read, however many of them an operation (or a chat event) asks for.
    chatsUnreadCount: async (_parent, _args, context) => (await context.loaders.chatCounts.load(requireViewer(context))).unread,
    chatsArchivedCount: async (_parent, _args, context) => (await context.loaders.chatCounts.load(requireViewer(context))).archived,
    chatRequestsCount: async (_parent, _args, context) => (await context.loaders.chatCounts.load(requireViewer(context))).requests,
    boopBalance: async (_parent, _args, context) => {
      return boopBalanceOf(context.db, requireViewer(context));
    },
  },
  Mutation: {
    logout: async (_parent, _args, context) => {
      // Every open socket of the token (and of its single-sign-on grant) closes too, on every process.
      if (context.token) endTokenSessions(context.pubsub, await revokeAccessToken(context.db, context.token));
      return { ok: true };
    },
    userSetDisplayName: async (_parent, { input }, context) => {
      const id = requireViewer(context);
      await setDisplayName(context.db, id, input.displayName);
      await completeOnboarding(context.db, id);
      return viewerPayload(context);
    },
    userSetDateOfBirth: async (_parent, { input }, context) => {
      const id = requireViewer(context);
      if (!isValidBirthDate(input.dateOfBirth)) throw badInput('Please enter a valid date of birth.');
      const minAge = context.config.minAge;
      if (ageOn(input.dateOfBirth) < minAge) throw badInput(`You must be at least ${minAge} years old to use Snoot.`);
      // Set once, at onboarding: after that only staff correct it (server/profiles/dateOfBirth.ts).
      if ((await setDateOfBirthOnce(context.db, id, input.dateOfBirth)) === 'locked') throw forbidden(DATE_OF_BIRTH_LOCKED);
      await completeOnboarding(context.db, id);
      return viewerPayload(context);
    },
  },
};
