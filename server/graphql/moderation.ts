import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { forbidden, notFound } from '../errors.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import { visibleProfileByUuid } from './profiles.ts';
import { chatEvent, publishChatEvent } from '../chat/events.ts';
import { messageJson, type MessageRow } from '../chat/rows.ts';
import { previousTexts } from '../chat/messageEdits.ts';
import { isTeam } from '../profiles/roles.ts';
import { fileReport } from '../moderation/reports.ts';
import {
  dismissReport,
  findReport,
  removeReportedContent,
  removeReportedEvent,
  removeReportedGroupPost,
  reportById,
  suspendReported,
} from '../moderation/actions.ts';
import { publishThreadEvent } from '../groups/postEvents.ts';
import { activeMemberIds } from '../chat/rooms.ts';
import { profileImageExists, uploadedImageOf } from '../images/profileImageRows.ts';
import { actionsOf, messageInContext, openReports, reportCursor } from '../moderation/queue.ts';
import { checkSuspension } from '../moderation/suspension.ts';
import { endMemberSessions, SESSION_END_REASONS } from '../auth/sessions.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import { forwardConnection } from './connection.ts';
import { sameEmailIds, sameEmailProfiles } from './sameEmailAccounts.ts';

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

/** A member's row whatever their state (staff see deleted and suspended members too). */
async function profileRow(context: Context, id: string) {
  const row = await context.loaders.profile.load(id);
  if (!row) throw new Error(`Profile ${id} not found.`);
  return row;
}

/** A removed message tells the room's members, so open rooms drop its text at once. */
async function announceRemoval(context: Context, message: MessageRow) {
  const members = await activeMemberIds(context.db, message.room_id);
  const event = chatEvent('MESSAGE_DELETED', message.room_id, message.profile_id, { message: messageJson(message) });
  publishChatEvent(context.pubsub, members, event);
}

export const moderationResolvers: Resolvers = {
  Query: {
    moderationReports: async (_parent, args, context) => {
      await requireStaff(context);
      const { page, hasNextPage } = await openReports(context.db, args.first ?? 30, args.after);
      return forwardConnection(page, hasNextPage, args.after, reportCursor);
    },
    moderationReport: async (_parent, args, context) => {
      await requireStaff(context);
      const id = uuidKey(args.id, 'ModerationReport');
      return id ? ((await findReport(context.db, id)) ?? null) : null;
    },
  },
  Mutation: {
    reportProfile: async (_parent, { input }, context) => {
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
    moderationDismissReport: async (_parent, { input }, context) => {
      const { actorId, report } = await staffReport(context, input.reportId);
      await dismissReport(context.db, report, actorId, input.note);
      return payload(context, report.id);
    },
    moderationRemoveContent: async (_parent, { input }, context) => {
      const { actorId, report } = await staffReport(context, input.reportId);
      if (report.group_thread_id || report.group_reply_id) {
        // A removed post leaves its thread at once for everyone reading it.
        const post = await removeReportedGroupPost(context.db, report, actorId, input.note);
        publishThreadEvent(
          context.pubsub,
          post.replyId
            ? { kind: 'REPLY_DELETED', threadId: post.threadId, replyId: post.replyId }
            : { kind: 'THREAD_DELETED', threadId: post.threadId },
        );
        return payload(context, report.id);
      }
      if (report.event_uuid) {
        await removeReportedEvent(context.db, report, actorId, input.note);
        return payload(context, report.id);
      }
      const removed = await removeReportedContent(context.db, context.pictures, report, actorId, input.note);
      if (removed) await announceRemoval(context, removed);
      return payload(context, report.id);
    },
    moderationSuspendAccount: async (_parent, { input }, context) => {
      const { actorId, report } = await staffReport(context, input.reportId);
      const suspended = await suspendReported(context.db, report, actorId, checkSuspension(input.reason, input.until ?? null));
      // Tokens are revoked in the database already; this closes the members' open tabs on every process.
      for (const id of suspended) endMemberSessions(context.pubsub, id, SESSION_END_REASONS.suspended);
      return payload(context, report.id);
    },
  },
  ModerationReport: {
    id: (report) => toGlobalId('ModerationReport', report.id),
    createdAt: (report) => report.created_at,
    reporter: (report, _args, context) => profileRow(context, report.reporter_id),
    profile: (report, _args, context) => profileRow(context, report.profile_id),
    messages: async (report, _args, context) => {
      const reportedId = report.message_id;
      return reportedId ? (await messageInContext(context.db, reportedId)).map((message) => ({ ...message, reported_id: reportedId })) : [];
    },
    image: async (report, _args, context) => {
      if (!report.profile_image_id) return null;
      const image = await uploadedImageOf(context.db, report.profile_image_id);
      // Staff see the evidence whatever its access setting: its URL is signed like a private image's.
      return image
        ? {
            uuid: image.uuid,
            contentRating: image.content_rating,
            width: image.width,
            height: image.height,
            blurHash: image.blur_hash,
            isPublic: false,
          }
        : null;
    },
    isImageRemoved: async (report, _args, context) =>
      Boolean(report.profile_image_id) && !(await profileImageExists(context.db, report.profile_image_id!)),
    actions: (report, _args, context) => actionsOf(context.db, report.id),
  },
  ModeratedProfile: {
    id: (profile) => toGlobalId('ModeratedProfile', profile.id),
    uuid: (profile) => profile.id,
    displayName: (profile) => profile.display_name,
    dateOfBirth: (profile) => profile.date_of_birth,
    suspendedAt: (profile) => profile.banned_at,
    suspendedUntil: (profile) => (profile.banned_at ? profile.suspended_until : null),
    suspensionReason: (profile) => (profile.banned_at ? profile.suspension_reason : null),
    deletedAt: (profile) => profile.deleted_at,
    sameEmailAccounts: async (profile, _args, context) => sameEmailProfiles(context, await sameEmailIds(context, profile.id)),
  },
  ModeratedMessage: {
    id: (message) => toGlobalId('ModeratedMessage', message.id),
    seqId: (message) => message.seq_id,
    authorName: async (message, _args, context) =>
      message.profile_id ? (await profileRow(context, message.profile_id)).display_name : null,
    content: (message) => (message.deleted_at ? null : message.content),
    isReported: (message) => message.id === message.reported_id,
    createdAt: (message) => message.created_at,
    // What an edit replaced, so a report is judged on what the other member was first sent too.
    earlierTexts: async (message, _args, context) =>
      message.deleted_at ? [] : (await previousTexts(context.db, message.id)).map((entry) => entry.previous_content),
  },
  ModerationAction: {
    id: (action) => toGlobalId('ModerationAction', action.id),
    actorName: async (action, _args, context) => (await profileRow(context, action.actor_id)).display_name,
    suspendedUntil: (action) => action.suspended_until,
    createdAt: (action) => action.created_at,
  },
};
