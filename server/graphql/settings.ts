import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, forbidden, notFound } from '../errors.ts';
import { uuidKey } from './uuidKey.ts';
import { toGlobalId } from './ids.ts';
import { visibleFlags } from './flags.ts';
import { visibleProfileByUuid } from './profiles.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { createMailer } from '../mail/mailer.ts';
import { setBio, setBioAd, type BioAdInput, type BioInput } from '../profiles/bio.ts';
import { setUsername } from '../account/username.ts';
import { setHobbies } from '../profiles/hobbies.ts';
import { setPrivacy, type PrivacyInput } from '../privacy/privacy.ts';
import { blockProfile, setHidden, unblockProfile } from '../privacy/blocks.ts';
import { deleteAccount } from '../account/deleteAccount.ts';
import { announceBlockChange } from '../chat/blockedRooms.ts';
import { endMemberSessions, SESSION_END_REASONS } from '../auth/sessions.ts';
import { createEmailLink } from '../account/emailLink.ts';
import { dismissNews } from '../news/news.ts';
import { profileById } from '../profiles/profileRows.ts';
import { setAfterDark, setBlurUnrepliedPictures, setExplicitContentOptIn, setHardKinkOptIn } from '../profiles/contentOptIns.ts';
import type { MutationUserLockAdModeArgs, ResolverFn, Resolvers, ResolversParentTypes, ResolversTypes } from './__generated__/resolvers.ts';

/** A mutation's resolver answering with the named payload type, for the helpers that build several alike. */
type MutationResolver<Payload extends keyof ResolversTypes, Args> = ResolverFn<
  ResolversTypes[Payload],
  ResolversParentTypes['Mutation'],
  Context,
  Args
>;

/** Every profile mutation answers with the viewer's fresh profile row and the viewer. */
async function profilePayload(context: Context) {
  const id = requireViewer(context);
  return { profile: await profileById(context.db, id), viewer: { id } };
}

/** Runs a change of the viewer's own profile, then answers with the changed profile. */
function ownProfileChange<I>(
  change: (context: Context, viewerId: string, input: I) => Promise<void>,
): MutationResolver<'ProfilePayload', { input: I }> {
  return async (_parent, { input }, context) => {
    await change(context, requireViewer(context), input);
    return profilePayload(context);
  };
}

/**
 * The viewer's row read afresh: context.viewerRow() is memoized for the operation, and reading it before
 * a change would make the payload's viewer fields answer with the old values.
 */
export function freshViewerRow(context: Context) {
  return profileById(context.db, requireViewer(context));
}

/** Turning After Dark on or off reads nothing of its optional input (which holds only a clientMutationId). */
function adModeChange(
  change: (context: Context, viewerId: string) => Promise<void>,
): MutationResolver<'ProfilePayload', MutationUserLockAdModeArgs> {
  return async (_parent, _args, context) => {
    await change(context, requireViewer(context));
    return profilePayload(context);
  };
}

async function requireAdult(context: Context) {
  if (!isAdult((await freshViewerRow(context)).date_of_birth)) throw forbidden('Only members aged 18 or over can change this.');
}

function relationChange(
  change: (context: Context, viewerId: string, uuid: string) => Promise<void>,
): MutationResolver<'BlockProfilePayload', { input: { uuid: string } }> {
  return async (_parent, { input }, context) => {
    const viewerId = requireViewer(context);
    await change(context, viewerId, input.uuid);
    return { profile: await visibleProfileByUuid(context, input.uuid), viewer: { id: viewerId } };
  };
}

export const settingsResolvers: Resolvers = {
  Mutation: {
    userSetBio: ownProfileChange<BioInput>((context, id, input) => setBio(context.db, id, input)),
    userSetBioAd: ownProfileChange<BioAdInput>(async (context, id, input) => {
      const viewer = await freshViewerRow(context);
      if (!hasAfterDark(viewer)) throw forbidden('Turn on After Dark to edit your After Dark profile.');
      await setBioAd(context.db, id, input);
    }),
    userSetUsername: ownProfileChange<{ username: string }>(async (context, id, input) => {
      const flags = await visibleFlags(context);
      if (!flags.some((flag) => flag.key === 'manage_username')) throw forbidden('Usernames cannot be changed yet.');
      await setUsername(context.db, id, input.username);
    }),
    userSetInterests: ownProfileChange<{ interests: string[] }>((context, id, input) => setHobbies(context.db, id, input.interests)),
    setPrivacySettings: ownProfileChange<PrivacyInput>((context, id, input) => setPrivacy(context.db, id, input)),
    userHardKinkOptInSet: ownProfileChange<{ optIn: boolean }>(async (context, id, input) => {
      await requireAdult(context);
      await setHardKinkOptIn(context.db, id, input.optIn);
    }),
    userExplicitContentOptInSet: ownProfileChange<{ optIn: boolean }>(async (context, id, input) => {
      await requireAdult(context);
      await setExplicitContentOptIn(context.db, id, input.optIn);
    }),
    userBlurUnrepliedPicturesSet: ownProfileChange<{ blur: boolean }>((context, id, input) =>
      setBlurUnrepliedPictures(context.db, id, input.blur),
    ),
    // SPEC §4: the lock call sets isAdOptIn false and the unlock call sets it true; both only for adults.
    userLockAdMode: adModeChange(async (context, id) => {
      await requireAdult(context);
      await setAfterDark(context.db, id, false);
    }),
    userUnlockAdMode: adModeChange(async (context, id) => {
      await requireAdult(context);
      await setAfterDark(context.db, id, true);
    }),
    userBlockProfile: relationChange(async (context, id, uuid) => {
      await blockProfile(context.db, id, uuid);
      await announceBlockChange(context.db, context.pubsub, id, uuid, true);
    }),
    userUnblockProfile: relationChange(async (context, id, uuid) => {
      await unblockProfile(context.db, id, uuid);
      await announceBlockChange(context.db, context.pubsub, id, uuid, false);
    }),
    userHideProfile: relationChange((context, id, uuid) => setHidden(context.db, id, uuid, true)),
    userUnhideProfile: relationChange((context, id, uuid) => setHidden(context.db, id, uuid, false)),
    deleteAccount: async (_parent, { input }, context) => {
      const id = requireViewer(context);
      if (!input.confirm) throw badInput('Please confirm that you want to delete your account.');
      await deleteAccount(context.db, context.pictures, id);
      endMemberSessions(context.pubsub, id, SESSION_END_REASONS.accountDeleted);
      return { ok: true };
    },
    emailLinkCreate: async (_parent, { input }, context) => {
      const id = requireViewer(context);
      const sendMail = createMailer(context.db, {
        smtpUrl: context.config.smtpUrl,
        from: context.config.mailFrom,
        production: context.config.production,
      });
      // The link is built from the canonical public origin, never from the request's Host header.
      await createEmailLink(context.db, sendMail, id, input.email, context.config.publicUrls[0]);
      return { ok: true };
    },
    newsItemDismiss: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const newsId = uuidKey(input.id, 'NewsItem');
      const dismissed = newsId ? await dismissNews(context.db, viewerId, newsId) : null;
      if (!dismissed) throw notFound('News item not found.');
      return { dismissedId: toGlobalId('NewsItem', dismissed) };
    },
  },
};
