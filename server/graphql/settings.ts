import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, forbidden, notFound } from './errors.ts';
import { uuidKey } from './uuidKey.ts';
import { toGlobalId } from './ids.ts';
import { visibleFlags } from './flags.ts';
import { visibleProfileByUuid } from './profiles.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { createMailer } from '../mail/mailer.ts';
import { setBio, setBioAd, type BioAdInput, type BioInput } from '../settings/bio.ts';
import { setUsername } from '../settings/username.ts';
import { setHobbies } from '../settings/hobbies.ts';
import { setPrivacy, type PrivacyInput } from '../settings/privacy.ts';
import { blockProfile, setHidden, unblockProfile } from '../settings/blocks.ts';
import { deleteAccount } from '../settings/deleteAccount.ts';
import { announceBlockChange } from '../chat/blockedRooms.ts';
import { endMemberSessions, SESSION_END_REASONS } from '../auth/sessions.ts';
import { createEmailLink } from '../settings/emailLink.ts';

type Resolver<I> = (_: unknown, args: { input: I }, context: Context) => Promise<unknown>;

/** Every profile mutation answers with the viewer's fresh profile row and the viewer. */
async function profilePayload(context: Context) {
  const id = requireViewer(context);
  const profile = await context.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { profile, viewer: { id } };
}

/** Runs a change of the viewer's own profile, then answers with the changed profile. */
function ownProfileChange<I>(change: (context: Context, viewerId: string, input: I) => Promise<void>): Resolver<I> {
  return async (_, { input }, context) => {
    await change(context, requireViewer(context), input);
    return profilePayload(context);
  };
}

/**
 * The viewer's row read afresh: context.viewerRow() is memoized for the operation, and reading it before
 * a change would make the payload's viewer fields answer with the old values.
 */
export function freshViewerRow(context: Context) {
  return context.db.selectFrom('profiles').selectAll().where('id', '=', requireViewer(context)).executeTakeFirstOrThrow();
}

async function requireAdult(context: Context) {
  if (!isAdult((await freshViewerRow(context)).date_of_birth)) throw forbidden('Only members aged 18 or over can change this.');
}

function relationChange(change: (context: Context, viewerId: string, uuid: string) => Promise<void>): Resolver<{ uuid: string }> {
  return async (_, { input }, context) => {
    const viewerId = requireViewer(context);
    await change(context, viewerId, input.uuid);
    return { profile: await visibleProfileByUuid(context, input.uuid), viewer: { id: viewerId } };
  };
}

export const settingsResolvers = {
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
      await context.db.updateTable('profiles').set({ is_hard_opt_in: input.optIn }).where('id', '=', id).execute();
    }),
    userExplicitContentOptInSet: ownProfileChange<{ optIn: boolean }>(async (context, id, input) => {
      await requireAdult(context);
      await context.db.updateTable('profiles').set({ is_explicit_opt_in: input.optIn }).where('id', '=', id).execute();
    }),
    // SPEC §4: the lock call sets isAdOptIn false and the unlock call sets it true; both only for adults.
    userLockAdMode: ownProfileChange<unknown>(async (context, id) => {
      await requireAdult(context);
      await context.db.updateTable('profiles').set({ is_ad_opt_in: false }).where('id', '=', id).execute();
    }),
    userUnlockAdMode: ownProfileChange<unknown>(async (context, id) => {
      await requireAdult(context);
      await context.db.updateTable('profiles').set({ is_ad_opt_in: true }).where('id', '=', id).execute();
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
    deleteAccount: async (_: unknown, { input }: { input: { confirm: boolean } }, context: Context) => {
      const id = requireViewer(context);
      if (!input.confirm) throw badInput('Please confirm that you want to delete your account.');
      await deleteAccount(context.db, context.config.imageDir, id);
      endMemberSessions(context.pubsub, id, SESSION_END_REASONS.accountDeleted);
      return { ok: true };
    },
    emailLinkCreate: async (_: unknown, { input }: { input: { email: string } }, context: Context) => {
      const id = requireViewer(context);
      const sendMail = createMailer(context.db, { smtpUrl: context.config.smtpUrl, from: context.config.mailFrom });
      // The link is built from the canonical public origin, never from the request's Host header.
      await createEmailLink(context.db, sendMail, id, input.email, context.config.publicUrls[0]);
      return { ok: true };
    },
    newsItemDismiss: async (_: unknown, { input }: { input: { id: string } }, context: Context) => {
      const viewerId = requireViewer(context);
      const newsId = uuidKey(input.id, 'NewsItem');
      const item = newsId ? await context.db.selectFrom('news_items').select('id').where('id', '=', newsId).executeTakeFirst() : undefined;
      if (!item) throw notFound('News item not found.');
      await context.db.insertInto('news_dismissals').values({ profile_id: viewerId, news_id: item.id }).onConflict((c) => c.doNothing()).execute();
      return { dismissedId: toGlobalId('NewsItem', item.id) };
    },
  },
};
