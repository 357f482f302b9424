import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, forbidden, unauthenticated } from './errors.ts';
import { toGlobalId } from './ids.ts';
import { revokeAccessToken } from '../auth/tokens.ts';
import { endTokenSessions } from '../auth/sessions.ts';
import { ageOn, hasAfterDark, isAdult, isValidBirthDate } from '../profiles/age.ts';
import { applicableTargets, isSupporter, isTeam } from '../profiles/roles.ts';
import { visibleFlags } from './flags.ts';
import { likesWithinOnePool, roomWithinOnePoolSql } from '../profiles/poolSql.ts';
import { roomWithoutBlockSql } from '../chat/blockedRooms.ts';
import { DATE_OF_BIRTH_LOCKED } from './dateOfBirth.ts';
import { setDateOfBirthOnce } from '../profiles/dateOfBirth.ts';
import { checkedName } from '../profiles/names.ts';

const MAX_DISPLAY_NAME = 64;

const count = (row: { count: string | number | bigint }) => Number(row.count);

async function viewerPayload(context: Context) {
  const db = context.db;
  const profile = await db.selectFrom('profiles').selectAll().where('id', '=', requireViewer(context)).executeTakeFirstOrThrow();
  return { profile, viewer: { id: profile.id } };
}

/** Marks the account onboarded once it has a display name and a date of birth. */
async function completeOnboarding(context: Context, id: string) {
  await context.db
    .updateTable('profiles')
    .set({ onboarded_at: new Date() })
    .where('id', '=', id)
    .where('onboarded_at', 'is', null)
    .where('display_name', '!=', '')
    .where('date_of_birth', 'is not', null)
    .execute();
}

export const viewerResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, context: Context) => {
      // A token that no longer works must log the member out, not look like a logged-out visit.
      if (context.token && !context.viewerId) throw unauthenticated();
      return context.viewerId ? { id: context.viewerId } : null;
    },
  },
  Viewer: {
    id: (viewer: { id: string }) => toGlobalId('Viewer', viewer.id),
    profile: (_: unknown, __: unknown, context: Context) => context.viewerRow(),
    isOnboarded: async (_: unknown, __: unknown, context: Context) => (await context.viewerRow()).onboarded_at !== null,
    isAdult: async (_: unknown, __: unknown, context: Context) => isAdult((await context.viewerRow()).date_of_birth),
    isDeveloper: async (_: unknown, __: unknown, context: Context) => isTeam((await context.viewerRow()).roles),
    isSupporter: async (_: unknown, __: unknown, context: Context) => isSupporter((await context.viewerRow()).roles),
    applicableTargets: async (_: unknown, __: unknown, context: Context) => applicableTargets((await context.viewerRow()).roles),
    featureFlags: async (_: unknown, __: unknown, context: Context) => visibleFlags(context),
    accountProviders: async (_: unknown, __: unknown, context: Context) => {
      const rows = await context.db.selectFrom('account_providers').selectAll().where('profile_id', '=', requireViewer(context)).execute();
      return rows.map((row) => ({ type: row.type, value: row.value, createdAt: row.created_at }));
    },
    contentOptions: async (_: unknown, __: unknown, context: Context) => {
      const row = await context.viewerRow();
      const adult = isAdult(row.date_of_birth);
      return {
        isAdOptIn: hasAfterDark(row),
        isExplicitContentOptIn: adult && row.is_explicit_opt_in,
        isHardContentOptIn: adult && row.is_hard_opt_in,
      };
    },
    blockedContent: async (_: unknown, __: unknown, context: Context) => {
      const profiles = await context.db
        .selectFrom('blocks')
        .innerJoin('profiles', 'profiles.id', 'blocks.blocked_id')
        .select(['profiles.id as uuid', 'profiles.display_name as displayName'])
        .where('blocks.blocker_id', '=', requireViewer(context))
        .orderBy('blocks.created_at', 'desc')
        .execute();
      return { profiles, groups: [] };
    },
    likeCount: async (_: unknown, __: unknown, context: Context) =>
      count(await likesWithinOnePool(context.db).select((eb) => eb.fn.countAll().as('count')).where('likes.liked_id', '=', requireViewer(context)).executeTakeFirstOrThrow()),
    mutualCount: async (_: unknown, __: unknown, context: Context) => {
      const id = requireViewer(context);
      return count(
        await likesWithinOnePool(context.db)
          .innerJoin('likes as theirs', (join) => join.onRef('theirs.liker_id', '=', 'likes.liked_id').onRef('theirs.liked_id', '=', 'likes.liker_id'))
          .select((eb) => eb.fn.countAll().as('count'))
          .where('likes.liker_id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    },
    activity: async (_: unknown, __: unknown, context: Context) => ({
      unreadActivityCount: 0,
      unreadChatMessageCount: await unreadChatMessages(context),
    }),
    chatsUnreadCount: (_: unknown, __: unknown, context: Context) => unreadChatMessages(context),
    chatsArchivedCount: async (_: unknown, __: unknown, context: Context) =>
      count(
        await context.db
          .selectFrom('chat_participants')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('profile_id', '=', requireViewer(context))
          .where('is_archived', '=', true)
          .where('is_removed', '=', false)
          .where(roomWithinOnePoolSql('chat_participants'))
          .where(roomWithoutBlockSql('chat_participants'))
          .executeTakeFirstOrThrow(),
      ),
    chatRequestsCount: async (_: unknown, __: unknown, context: Context) =>
      count(
        await context.db
          .selectFrom('chat_participants')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('profile_id', '=', requireViewer(context))
          .where('status', '=', 'INVITED')
          .where('is_removed', '=', false)
          .where(roomWithinOnePoolSql('chat_participants'))
          .where(roomWithoutBlockSql('chat_participants'))
          .executeTakeFirstOrThrow(),
      ),
    boopBalance: async (_: unknown, __: unknown, context: Context) => {
      const row = await context.db.selectFrom('boop_balances').selectAll().where('profile_id', '=', requireViewer(context)).executeTakeFirst();
      return { balance: row?.balance ?? 0, isEnabled: row?.is_enabled ?? false, nextReplenishAt: row?.next_replenish_at ?? null, history: [] };
    },
  },
  Mutation: {
    logout: async (_: unknown, __: unknown, context: Context) => {
      // Every open socket of the token (and of its single-sign-on grant) closes too, on every process.
      if (context.token) endTokenSessions(context.pubsub, await revokeAccessToken(context.db, context.token));
      return { ok: true };
    },
    userSetDisplayName: async (_: unknown, { input }: { input: { displayName: string } }, context: Context) => {
      const id = requireViewer(context);
      const displayName = checkedName(input.displayName, 'Display name', MAX_DISPLAY_NAME);
      await context.db.updateTable('profiles').set({ display_name: displayName }).where('id', '=', id).execute();
      await completeOnboarding(context, id);
      return viewerPayload(context);
    },
    userSetDateOfBirth: async (_: unknown, { input }: { input: { dateOfBirth: string } }, context: Context) => {
      const id = requireViewer(context);
      if (!isValidBirthDate(input.dateOfBirth)) throw badInput('Please enter a valid date of birth.');
      const minAge = context.config.minAge;
      if (ageOn(input.dateOfBirth) < minAge) throw badInput(`You must be at least ${minAge} years old to use Snoot.`);
      // Set once, at onboarding: after that only staff correct it (server/profiles/dateOfBirth.ts).
      if ((await setDateOfBirthOnce(context.db, id, input.dateOfBirth)) === 'locked') throw forbidden(DATE_OF_BIRTH_LOCKED);
      await completeOnboarding(context, id);
      return viewerPayload(context);
    },
  },
};

async function unreadChatMessages(context: Context) {
  const row = await context.db
    .selectFrom('chat_participants')
    .innerJoin('chat_rooms', 'chat_rooms.id', 'chat_participants.room_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(eb('chat_rooms.last_seq_id', '-', eb.ref('chat_participants.last_read_seq_id'))), eb.lit(0)).as('count'))
    .where('chat_participants.profile_id', '=', requireViewer(context))
    .where('chat_participants.is_removed', '=', false)
    .where(roomWithinOnePoolSql('chat_participants'))
    .where(roomWithoutBlockSql('chat_participants'))
    // Requests count too: a member who has not accepted one yet still has messages waiting to be read.
    .where('chat_participants.status', 'in', ['JOINED', 'INVITED'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
