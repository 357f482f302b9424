import { randomUUID } from 'node:crypto';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, notFound } from '../errors.ts';
import { toGlobalId } from './ids.ts';
import { access, loadProfileRow } from './profiles.ts';
import { chatTypeResolvers, messageEdge, notAllowed, requireRoom } from './chatTypes.ts';
import { chatSubscriptionResolvers } from './chatSubscriptions.ts';
import { createPrivateRoom, deleteRoom, findPrivateRoom, isUuid, participantsOf, roomFor, updateOwnParticipation } from '../chat/rooms.ts';
import {
  advanceReadMarker,
  deleteOwnMessage,
  messageBySeq,
  storeMessage,
  MAX_CLIENT_ID_LENGTH,
  MAX_MESSAGE_LENGTH,
} from '../chat/messages.ts';
import { NO_SUCH_PROFILE, sendRefusal } from '../chat/permissions.ts';
import { chatEvent, publishChatEvent, publishRoomOnly } from '../chat/events.ts';
import { messageJson, type RoomView } from '../chat/rows.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

async function currentMemberIds(context: Context, roomId: string) {
  return (await participantsOf(context.db, roomId)).filter((member) => member.status !== 'LEFT').map((member) => member.profile_id);
}

/** The room as the viewer sees it after a change. */
async function roomPayload(context: Context, roomId: string) {
  const room = await roomFor(context.db, roomId, requireViewer(context));
  if (!room) throw notAllowed('You are not allowed to open this chat.');
  return { room, viewer: { id: room.viewer_id } };
}

/** Plain text only: control characters other than new lines and tabs are dropped, the ends trimmed. */
function cleanMessageText(content: string) {
  // eslint-disable-next-line no-control-regex
  const text = content.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  if (!text) throw badInput('A message must not be empty.');
  if (text.length > MAX_MESSAGE_LENGTH) throw badInput(`A message is at most ${MAX_MESSAGE_LENGTH} characters.`);
  return text;
}

function checkClientId(clientId: string) {
  if (!clientId || clientId.length > MAX_CLIENT_ID_LENGTH) throw badInput(`The client id must be 1 to ${MAX_CLIENT_ID_LENGTH} characters.`);
}

/** Each other member must be one the sender may see; before a room's first message, one who takes chats from them. */
async function checkMaySend(context: Context, room: RoomView, otherIds: string[]) {
  const firstMessage = room.last_seq_id === 0 && room.status === 'JOINED';
  for (const otherId of otherIds) {
    const other = await loadProfileRow(context, otherId);
    const refusal = sendRefusal(other ? await access(context, other) : null, firstMessage);
    if (refusal) throw notAllowed(refusal);
  }
}

/**
 * Notifications of a stored message: the room's first message asks an invited member to chat (one
 * CHAT_REQUEST; later messages of an unanswered request add nothing), every other message counts toward the
 * recipient's one unread MESSAGE notification of the room.
 */
async function notifyRecipients(
  context: Context,
  participants: { profile_id: string; status: string }[],
  roomId: string,
  senderId: string,
  seqId: number,
) {
  for (const member of participants) {
    if (member.profile_id === senderId || member.status === 'LEFT') continue;
    if (member.status === 'INVITED') {
      if (seqId === 1) await context.notifier.chatRequest(senderId, member.profile_id, roomId);
    } else await context.notifier.message(senderId, member.profile_id, roomId);
  }
}

/** A member's departure: the others see a system message, and the leaver's subscriptions to the room end. */
async function leave(context: Context, room: RoomView) {
  const others = (await currentMemberIds(context, room.id)).filter((id) => id !== room.viewer_id);
  await updateOwnParticipation(context.db, room.id, room.viewer_id, { status: 'LEFT', is_removed: true });
  const { message } = await storeMessage(context.db, {
    roomId: room.id,
    profileId: room.viewer_id,
    clientId: randomUUID(),
    content: null,
    systemAction: 'LEFT',
  });
  publishChatEvent(context.pubsub, others, chatEvent('MESSAGE', room.id, room.viewer_id, { message: messageJson(message) }));
  publishChatEvent(context.pubsub, [room.viewer_id], chatEvent('ROOM_UPDATED', room.id, room.viewer_id, { closesFor: [room.viewer_id] }));
  return { deletedRoomId: toGlobalId('ChatRoom', room.id), viewer: { id: room.viewer_id } };
}

export const chatResolvers: Resolvers = {
  ...chatTypeResolvers,
  Query: {
    chatRoom: async (_parent, { roomId }, context) => requireRoom(context, roomId),
    chatRoomPrivate: async (_parent, { profileUuid }, context) => {
      const viewerId = requireViewer(context);
      if (!isUuid(profileUuid)) return null;
      const roomId = await findPrivateRoom(context.db, viewerId, profileUuid);
      return roomId ? roomFor(context.db, roomId, viewerId) : null;
    },
  },
  Mutation: {
    chatRoomCreatePrivate: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      if (!isUuid(input.profileUuid)) throw badInput('That is not a profile id.');
      const other = await loadProfileRow(context, input.profileUuid);
      if (other?.id === viewerId) throw notAllowed('You are not allowed to start a chat with yourself.');
      const otherAccess = other ? await access(context, other) : null;
      // A profile the viewer may not see answers exactly as an unused id does, whether or not a room with it
      // exists (one a block closed stays closed): no way to learn who exists or who blocked you.
      if (!other || !otherAccess?.canView) throw notFound(NO_SUCH_PROFILE);
      const existing = await findPrivateRoom(context.db, viewerId, other.id);
      if (existing) {
        await updateOwnParticipation(context.db, existing, viewerId, { is_removed: false });
        return roomPayload(context, existing);
      }
      if (!otherAccess.canStartChat) throw notAllowed('You are not allowed to start a chat with this profile.');
      return roomPayload(context, await createPrivateRoom(context.db, viewerId, other.id));
    },
    chatRoomArchive: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      await updateOwnParticipation(context.db, room.id, room.viewer_id, { is_archived: true });
      return roomPayload(context, room.id);
    },
    chatRoomUnarchive: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      await updateOwnParticipation(context.db, room.id, room.viewer_id, { is_archived: false });
      return roomPayload(context, room.id);
    },
    chatRoomRequestAccept: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      if (room.status !== 'INVITED') throw badInput('This chat is not a request.');
      await updateOwnParticipation(context.db, room.id, room.viewer_id, { status: 'JOINED' });
      await context.notifier.roomRead(room.viewer_id, room.id);
      return roomPayload(context, room.id);
    },
    chatRoomRequestReject: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      if (room.status !== 'INVITED') throw badInput('This chat is not a request.');
      return leave(context, room);
    },
    chatRoomLeave: async (_parent, { input }, context) => leave(context, await requireRoom(context, input.roomId)),
    chatRoomRemove: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      if (input.deleteForOther) {
        const memberIds = await currentMemberIds(context, room.id);
        await deleteRoom(context.db, room.id);
        publishChatEvent(context.pubsub, memberIds, chatEvent('ROOM_UPDATED', room.id, room.viewer_id, { closesFor: 'everyone' }));
      } else {
        await updateOwnParticipation(context.db, room.id, room.viewer_id, { is_removed: true });
      }
      return { deletedRoomId: toGlobalId('ChatRoom', room.id), viewer: { id: room.viewer_id } };
    },
    chatRoomMessageSend: async (_parent, { input }, context) => {
      const content = cleanMessageText(input.message.content);
      checkClientId(input.clientMutationId);
      const room = await requireRoom(context, input.roomId);
      // Read once for the checks and the notifications: sending changes only the sender's own row.
      const participants = await participantsOf(context.db, room.id);
      const memberIds = participants.filter((member) => member.status !== 'LEFT').map((member) => member.profile_id);
      const otherIds = memberIds.filter((id) => id !== room.viewer_id);
      if (otherIds.length === 0) throw badInput('The other member has left this chat.');
      await checkMaySend(context, room, otherIds);
      // Replying to a request accepts it.
      if (room.status === 'INVITED') await updateOwnParticipation(context.db, room.id, room.viewer_id, { status: 'JOINED' });
      const { message, created } = await storeMessage(context.db, {
        roomId: room.id,
        profileId: room.viewer_id,
        clientId: input.clientMutationId,
        content,
      });
      if (created) {
        publishChatEvent(context.pubsub, memberIds, chatEvent('MESSAGE', room.id, room.viewer_id, { message: messageJson(message) }));
        await notifyRecipients(context, participants, room.id, room.viewer_id, message.seq_id);
        // Writing in a room reads it (storeMessage moved the sender's marker): its notifications are answered.
        await context.notifier.roomRead(room.viewer_id, room.id);
      }
      // The room as it is after this message, without reading it again.
      const seq = message.seq_id;
      const after = {
        ...room,
        status: 'JOINED',
        is_removed: false,
        last_seq_id: Math.max(room.last_seq_id, seq),
        last_message_at: message.created_at,
      };
      return { messageEdge: messageEdge(message), room: { ...after, last_read_seq_id: Math.max(room.last_read_seq_id, seq) } };
    },
    chatRoomMessageDelete: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      const deleted = await deleteOwnMessage(context.db, room.id, input.seqId, room.viewer_id);
      if (!deleted) {
        if (await messageBySeq(context.db, room.id, input.seqId)) throw notAllowed('You are not allowed to delete this message.');
        throw notFound('That message does not exist.');
      }
      const memberIds = await currentMemberIds(context, room.id);
      publishChatEvent(context.pubsub, memberIds, chatEvent('MESSAGE_DELETED', room.id, room.viewer_id, { message: messageJson(deleted) }));
      return { message: deleted };
    },
    chatRoomReadMarkerUpdate: async (_parent, { input }, context) => {
      if (!Number.isInteger(input.seqId) || input.seqId < 0) throw badInput('The seqId must be a whole number of 0 or more.');
      const room = await requireRoom(context, input.roomId);
      const lastReadSeqId = await advanceReadMarker(context.db, room.id, room.viewer_id, input.seqId);
      if (lastReadSeqId > room.last_read_seq_id) {
        await context.notifier.roomRead(room.viewer_id, room.id);
        const readMarker = { roomId: room.id, profileId: room.viewer_id, seqId: lastReadSeqId };
        publishChatEvent(
          context.pubsub,
          await currentMemberIds(context, room.id),
          chatEvent('READ_MARKER', room.id, room.viewer_id, { readMarker }),
        );
      }
      return { ...(await roomPayload(context, room.id)), lastReadSeqId };
    },
    chatRoomStartTyping: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      publishRoomOnly(context.pubsub, chatEvent('START_TYPING', room.id, room.viewer_id));
      return { ok: true };
    },
    chatRoomStopTyping: async (_parent, { input }, context) => {
      const room = await requireRoom(context, input.roomId);
      publishRoomOnly(context.pubsub, chatEvent('STOP_TYPING', room.id, room.viewer_id));
      return { ok: true };
    },
  },
  ...chatSubscriptionResolvers,
};
