import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { access, loadProfileRow } from './profiles.ts';
import { chatTypeResolvers, messageEdge, requireRoom } from './chatTypes.ts';
import { chatSubscriptionResolvers } from './chatSubscriptions.ts';
import type { ChatCaller } from '../chat/caller.ts';
import { findPrivateRoom, roomFor } from '../chat/rooms.ts';
import { isUuid } from '../uuid.ts';
import { sendMessage } from '../chat/send.ts';
import { replyToKey } from './chatReplies.ts';
import { leaveRoom, removeRoom } from '../chat/leave.ts';
import { acceptRequest, openPrivateRoom, setArchived } from '../chat/membership.ts';
import { moveReadMarker } from '../chat/readMarker.ts';
import { deleteMessage } from '../chat/deleteMessage.ts';
import { editMessage } from '../chat/editMessage.ts';
import { chatEvent, publishRoomOnly } from '../chat/events.ts';
import type { RoomView } from '../chat/rows.ts';
import type { ProfileRow } from '../db/types.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** The operation's member as chat's workflows (server/chat/) see them, their access judged once per operation. */
export function callerOf(context: Context): ChatCaller {
  const { db, pubsub, notifier } = context;
  const profileOf = async (profileId: string) => (await loadProfileRow(context, profileId)) ?? undefined;
  const accessTo = (profile: ProfileRow) => access(context, profile);
  return { db, pubsub, notifier, viewerId: requireViewer(context), viewerRow: context.viewerRow, profileOf, accessTo };
}

const roomPayload = (room: RoomView) => ({ room, viewer: { id: room.viewer_id } });
const closedPayload = (room: RoomView) => ({ deletedRoomId: toGlobalId('ChatRoom', room.id), viewer: { id: room.viewer_id } });

/** Chat's GraphQL adapter: each field translates its input and payload; the workflows live in server/chat/. */
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
    chatRoomCreatePrivate: async (_parent, { input }, context) => roomPayload(await openPrivateRoom(callerOf(context), input.profileUuid)),
    chatRoomArchive: async (_parent, { input }, context) => roomPayload(await setArchived(callerOf(context), input.roomId, true)),
    chatRoomUnarchive: async (_parent, { input }, context) => roomPayload(await setArchived(callerOf(context), input.roomId, false)),
    chatRoomRequestAccept: async (_parent, { input }, context) => roomPayload(await acceptRequest(callerOf(context), input.roomId)),
    chatRoomRequestReject: async (_parent, { input }, context) =>
      closedPayload(await leaveRoom(callerOf(context), input.roomId, { onlyRequest: true })),
    chatRoomLeave: async (_parent, { input }, context) => closedPayload(await leaveRoom(callerOf(context), input.roomId)),
    chatRoomRemove: async (_parent, { input }, context) =>
      closedPayload(await removeRoom(callerOf(context), input.roomId, Boolean(input.deleteForOther))),
    chatRoomMessageSend: async (_parent, { input }, context) => {
      const replyToId = replyToKey(input.replyToId);
      const { pictureUuids, isExplicit } = input.message;
      const content = { content: input.message.content, clientId: input.clientMutationId, replyToId, pictureUuids, isExplicit };
      const { message, room } = await sendMessage(callerOf(context), input.roomId, content);
      return { messageEdge: messageEdge(message), room };
    },
    chatRoomMessageDelete: async (_parent, { input }, context) => ({
      message: await deleteMessage(callerOf(context), input.roomId, input.seqId),
    }),
    chatRoomMessageEdit: async (_parent, { input }, context) => ({
      message: await editMessage(callerOf(context), input.roomId, input.seqId, { content: input.message.content }),
    }),
    chatRoomReadMarkerUpdate: async (_parent, { input }, context) => {
      const { room, lastReadSeqId } = await moveReadMarker(callerOf(context), input.roomId, input.seqId);
      return { ...roomPayload(room), lastReadSeqId };
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
