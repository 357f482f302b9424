import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { loadProfileRow } from './profiles.ts';
import { chatProfile } from './chatProfiles.ts';
import { listRooms, participantsOf, roomCursor, roomFor, type RoomFilter } from '../chat/rooms.ts';
import { messageBySeq, pageOfMessages } from '../chat/messages.ts';
import type { ChatEvent, MessageRow, RoomView } from '../chat/rows.ts';

/**
 * A refusal the client shows as "no access": the message says 'not allowed', and a copy travels in the
 * extensions because Relay's @catch hands the client only a field error's path and extensions.
 */
export function notAllowed(message: string) {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', detail: message } });
}

export const messageEdge = (node: MessageRow) => ({ cursor: String(node.seq_id), node });

/** The viewer's room, or the 'not allowed' refusal every non-participant gets (whether or not it exists). */
export async function requireRoom(context: Context, roomId: string): Promise<RoomView> {
  const room = await roomFor(context.db, roomId, requireViewer(context));
  if (!room) throw notAllowed('You are not allowed to open this chat.');
  return room;
}

function members(context: Context, room: RoomView) {
  return context.memo(`chat-members:${room.id}`, () => participantsOf(context.db, room.id));
}

export const chatTypeResolvers = {
  Viewer: {
    chatRooms: async (_: unknown, args: { filter: RoomFilter; first: number; after?: string | null }, context: Context) => {
      const { page, hasNextPage } = await listRooms(context.db, requireViewer(context), args.filter ?? 'RECENT', args.first ?? 30, args.after);
      const edges = page.map((room) => ({ cursor: roomCursor(room), node: room }));
      return {
        edges,
        pageInfo: {
          hasNextPage,
          hasPreviousPage: Boolean(args.after),
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  },
  ChatRoom: {
    id: (room: RoomView) => toGlobalId('ChatRoom', room.id),
    uuid: (room: RoomView) => room.id,
    createdAt: (room: RoomView) => room.created_at,
    type: (room: RoomView) => room.type,
    title: (room: RoomView) => room.title,
    // Private rooms show the other member's picture; rooms have no picture of their own yet.
    image: () => null,
    status: (room: RoomView) => room.status,
    isArchived: (room: RoomView) => room.is_archived,
    isRemoved: (room: RoomView) => room.is_removed,
    lastReadSeqId: (room: RoomView) => room.last_read_seq_id,
    lastSeqId: (room: RoomView) => room.last_seq_id,
    unreadCount: (room: RoomView) => Math.max(0, room.last_seq_id - room.last_read_seq_id),
    participantCount: async (room: RoomView, _: unknown, context: Context) =>
      (await members(context, room)).filter((member) => member.status !== 'LEFT').length,
    participants: async (room: RoomView, _: unknown, context: Context) => members(context, room),
    otherProfile: async (room: RoomView, _: unknown, context: Context) => {
      const other = (await members(context, room)).find((member) => member.profile_id !== room.viewer_id);
      const row = other && (await loadProfileRow(context, other.profile_id));
      return row && !row.deleted_at && !row.banned_at ? chatProfile(context, row.id) : null;
    },
    lastMessage: async (room: RoomView, _: unknown, context: Context) =>
      room.last_seq_id > 0 ? ((await messageBySeq(context.db, room.id, room.last_seq_id)) ?? null) : null,
    lastMessageAt: (room: RoomView) => room.last_message_at,
    messages: async (room: RoomView, args: { first?: number; after?: string; last?: number; before?: string }, context: Context) => {
      const { page, hasNextPage, hasPreviousPage } = await pageOfMessages(context.db, room.id, args);
      const edges = page.map(messageEdge);
      return {
        edges,
        pageInfo: { hasNextPage, hasPreviousPage, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
      };
    },
  },
  ChatRoomParticipant: {
    id: (member: { room_id: string; profile_id: string }) => toGlobalId('ChatRoomParticipant', `${member.room_id}:${member.profile_id}`),
    profile: (member: { profile_id: string }, _: unknown, context: Context) => chatProfile(context, member.profile_id),
    lastReadAt: (member: { last_read_at: Date | null }) => member.last_read_at,
    lastReadSeqId: (member: { last_read_seq_id: number }) => member.last_read_seq_id,
  },
  ChatRoomMessage: {
    id: (message: MessageRow) => toGlobalId('ChatRoomMessage', message.id),
    seqId: (message: MessageRow) => message.seq_id,
    roomId: (message: MessageRow) => message.room_id,
    createdAt: (message: MessageRow) => message.created_at,
    updatedAt: (message: MessageRow) => message.updated_at,
    deletedAt: (message: MessageRow) => message.deleted_at,
    profileId: (message: MessageRow) => (message.profile_id ? toGlobalId('Profile', message.profile_id) : null),
    profileUuid: (message: MessageRow) => message.profile_id,
    profile: (message: MessageRow, _: unknown, context: Context) => (message.profile_id ? chatProfile(context, message.profile_id) : null),
    // Only the sender needs the id they sent with (to match their pending message).
    clientMutationId: (message: MessageRow, _: unknown, context: Context) => (message.profile_id === context.viewerId ? message.client_id : null),
    payload: async (message: MessageRow, _: unknown, context: Context) => {
      if (message.system_action) return { action: message.system_action };
      if (message.deleted_at) return { content: null };
      // A suspended member's messages are hidden from everyone else while the suspension runs.
      const author = message.profile_id && message.profile_id !== context.viewerId ? await loadProfileRow(context, message.profile_id) : null;
      return { content: author?.banned_at ? null : message.content };
    },
  },
  ChatRoomEvent: {
    roomGlobalId: (event: ChatEvent) => toGlobalId('ChatRoom', event.roomId),
    profileId: (event: ChatEvent) => (event.profileId ? toGlobalId('Profile', event.profileId) : null),
    // Read for the subscriber at delivery, so unread counts and archive state are theirs.
    room: (event: ChatEvent, _: unknown, context: Context) => roomFor(context.db, event.roomId, requireViewer(context)),
    message: (event: ChatEvent) => (event.message ? messageEdge(event.message) : null),
    readMarker: (event: ChatEvent) =>
      event.readMarker ? { ...event.readMarker, profileId: toGlobalId('Profile', event.readMarker.profileId) } : null,
  },
};

/** Node resolution of a ChatRoom global id: only for a participant, null for anyone else. */
export async function chatRoomNode(context: Context, roomId: string) {
  const room = await roomFor(context.db, roomId, requireViewer(context));
  return room && { ...room, __typename: 'ChatRoom' };
}
