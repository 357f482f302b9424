import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { forbidden, notFound } from './errors.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import { visibleProfileByUuid } from './profiles.ts';
import { chatEvent, publishChatEvent } from '../chat/events.ts';
import { messageJson, type MessageRow } from '../chat/rows.ts';
import type { ModerationActionsTable, ProfileRow } from '../db/types.ts';
import type { Selectable } from 'kysely';
import { isTeam } from '../profiles/roles.ts';
import { fileReport, type ReportReason } from '../moderation/reports.ts';
import { dismissReport, removeReportedContent, reportById, suspendReported, type ReportRow } from '../moderation/actions.ts';
import { actionsOf, messageInContext, openReports, reportCursor } from '../moderation/queue.ts';
import { checkSuspension } from '../moderation/suspension.ts';
import { endMemberSessions, SESSION_END_REASONS } from '../auth/sessions.ts';

interface ReportProfileInput {
  uuid: string;
  reason: ReportReason;
  details?: string | null;
  messageId?: string | null;
  imageId?: string | null;
}

/** A global id the caller passed, as its uuid; a malformed one is refused like an unknown one. */
function optionalKey(id: string | null | undefined, type: string, missing: string) {
  if (id == null) return undefined;
  const key = uuidKey(id, type);
  if (!key) throw notFound(missing);
  return key;
}

/** Every moderation call answers FORBIDDEN unless the caller is on the team. */
async function requireStaff(context: Context) {
  const viewer = await context.viewerRow();
  if (!isTeam(viewer.roles)) throw forbidden('Only the Snoot team can do this.');
  return viewer.id;
}

async function staffReport(context: Context, id: string) {
  const actorId = await requireStaff(context);
  return { actorId, report: await reportById(context.db, uuidKey(id, 'ModerationReport')) };
}

const payload = async (context: Context, id: string) => ({ report: await reportById(context.db, id) });

function profileRow(context: Context, id: string) {
  return context.memo(`moderated:${id}`, () => context.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** A removed message tells the room's members, so open rooms drop its text at once. */
async function announceRemoval(context: Context, message: MessageRow) {
  const members = await context.db.selectFrom('chat_participants').select('profile_id').where('room_id', '=', message.room_id).where('status', '!=', 'LEFT').execute();
  const event = chatEvent('MESSAGE_DELETED', message.room_id, message.profile_id, { message: messageJson(message) });
  publishChatEvent(context.pubsub, members.map((member) => member.profile_id), event);
}

export const moderationResolvers = {
  Query: {
    moderationReports: async (_: unknown, args: { first?: number | null; after?: string | null }, context: Context) => {
      await requireStaff(context);
      const { page, hasNextPage } = await openReports(context.db, args.first ?? 30, args.after);
      const edges = page.map((report) => ({ cursor: reportCursor(report), node: report }));
      return {
        edges,
        pageInfo: { hasNextPage, hasPreviousPage: Boolean(args.after), startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
      };
    },
    moderationReport: async (_: unknown, args: { id: string }, context: Context) => {
      await requireStaff(context);
      const id = uuidKey(args.id, 'ModerationReport');
      return id ? ((await context.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst()) ?? null) : null;
    },
  },
  Mutation: {
    reportProfile: async (_: unknown, { input }: { input: ReportProfileInput }, context: Context) => {
      requireViewer(context);
      await fileReport(context.db, await context.viewerRow(), {
        profileId: input.uuid,
        reason: input.reason,
        details: input.details,
        messageId: optionalKey(input.messageId, 'ChatRoomMessage', 'Message not found.'),
        profileImageId: optionalKey(input.imageId, 'ProfileImage', 'Image not found.'),
      });
      return { profile: await visibleProfileByUuid(context, input.uuid) };
    },
    moderationDismissReport: async (_: unknown, { input }: { input: { reportId: string; note?: string | null } }, context: Context) => {
      const { actorId, report } = await staffReport(context, input.reportId);
      await dismissReport(context.db, report, actorId, input.note);
      return payload(context, report.id);
    },
    moderationRemoveContent: async (_: unknown, { input }: { input: { reportId: string; note?: string | null } }, context: Context) => {
      const { actorId, report } = await staffReport(context, input.reportId);
      const removed = await removeReportedContent(context.db, context.config.imageDir, report, actorId, input.note);
      if (removed) await announceRemoval(context, removed);
      return payload(context, report.id);
    },
    moderationSuspendAccount: async (_: unknown, { input }: { input: { reportId: string; reason: string; until?: Date | null } }, context: Context) => {
      const { actorId, report } = await staffReport(context, input.reportId);
      await suspendReported(context.db, report, actorId, checkSuspension(input.reason, input.until ?? null));
      // Tokens are revoked in the database already; this closes the member's open tabs on every process.
      endMemberSessions(context.pubsub, report.profile_id, SESSION_END_REASONS.suspended);
      return payload(context, report.id);
    },
  },
  ModerationReport: {
    id: (report: ReportRow) => toGlobalId('ModerationReport', report.id),
    createdAt: (report: ReportRow) => report.created_at,
    reporter: (report: ReportRow, _: unknown, context: Context) => profileRow(context, report.reporter_id),
    profile: (report: ReportRow, _: unknown, context: Context) => profileRow(context, report.profile_id),
    messages: async (report: ReportRow, _: unknown, context: Context) =>
      report.message_id ? (await messageInContext(context.db, report.message_id)).map((message) => ({ ...message, reported_id: report.message_id })) : [],
    image: async (report: ReportRow, _: unknown, context: Context) => {
      if (!report.profile_image_id) return null;
      const image = await context.db
        .selectFrom('profile_images')
        .innerJoin('images', 'images.uuid', 'profile_images.image_uuid')
        .select(['images.uuid', 'images.content_rating', 'images.width', 'images.height', 'images.blur_hash'])
        .where('profile_images.id', '=', report.profile_image_id)
        .executeTakeFirst();
      // Staff see the evidence whatever its access setting: its URL is signed like a private image's.
      return image && { uuid: image.uuid, contentRating: image.content_rating, width: image.width, height: image.height, blurHash: image.blur_hash, isPublic: false };
    },
    isImageRemoved: async (report: ReportRow, _: unknown, context: Context) =>
      Boolean(report.profile_image_id) && !(await context.db.selectFrom('profile_images').select('id').where('id', '=', report.profile_image_id).executeTakeFirst()),
    actions: (report: ReportRow, _: unknown, context: Context) => actionsOf(context.db, report.id),
  },
  ModeratedProfile: {
    id: (profile: ProfileRow) => toGlobalId('ModeratedProfile', profile.id),
    uuid: (profile: ProfileRow) => profile.id,
    displayName: (profile: ProfileRow) => profile.display_name,
    dateOfBirth: (profile: ProfileRow) => profile.date_of_birth,
    suspendedAt: (profile: ProfileRow) => profile.banned_at,
    suspendedUntil: (profile: ProfileRow) => (profile.banned_at ? profile.suspended_until : null),
    suspensionReason: (profile: ProfileRow) => (profile.banned_at ? profile.suspension_reason : null),
  },
  ModeratedMessage: {
    id: (message: MessageRow) => toGlobalId('ModeratedMessage', message.id),
    seqId: (message: MessageRow) => message.seq_id,
    authorName: async (message: MessageRow, _: unknown, context: Context) => (message.profile_id ? (await profileRow(context, message.profile_id)).display_name : null),
    content: (message: MessageRow) => (message.deleted_at ? null : message.content),
    isReported: (message: MessageRow & { reported_id: string }) => message.id === message.reported_id,
    createdAt: (message: MessageRow) => message.created_at,
  },
  ModerationAction: {
    id: (action: Selectable<ModerationActionsTable>) => toGlobalId('ModerationAction', action.id),
    actorName: async (action: Selectable<ModerationActionsTable>, _: unknown, context: Context) => (await profileRow(context, action.actor_id)).display_name,
    suspendedUntil: (action: Selectable<ModerationActionsTable>) => action.suspended_until,
    createdAt: (action: Selectable<ModerationActionsTable>) => action.created_at,
  },
};
