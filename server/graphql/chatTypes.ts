import { notAllowed } from '../errors.ts';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { loadProfileRow } from './profiles.ts';
import { chatProfile } from './chatProfiles.ts';
import { listRooms, roomCursor, roomFor } from '../chat/rooms.ts';
import { pageOfMessages } from '../chat/messages.ts';
import { firstUnreadStart } from '../chat/firstUnreadPage.ts';
import { messageKey } from './loaders.ts';
import { quotedMessage } from './chatReplies.ts';
import type { MessageRow, RoomView } from '../chat/rows.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import { forwardConnection } from './connection.ts';
import { chatListSearch } from './chatSearch.ts';

export { notAllowed };

export const messageEdge = (node: MessageRow) => ({ cursor: String(node.seq_id), node });

/** The viewer's room, or the 'not allowed' refusal every non-participant gets (whether or not it exists). */
export async function requireRoom(context: Context, roomId: string): Promise<RoomView> {
  const room = await roomFor(context.db, roomId, requireViewer(context));
  if (!room) throw notAllowed('You are not allowed to open this chat.');
  return room;
}

function members(context: Context, room: RoomView) {
  return context.loaders.roomMembers.load(room.id);
}

/** A participant's member as chat shows them; the participant row's foreign key means the member's row exists. */
async function participantProfile(context: Context, profileId: string) {
  const profile = await chatProfile(context, profileId);
  if (!profile) throw new Error(`No profile row for chat participant ${profileId}`);
  return profile;
}

export const chatTypeResolvers: Resolvers = {
  Viewer: {
    chatRooms: async (_parent, args, context) => {
      const narrow = { search: await chatListSearch(context, args.search), unreadOnly: args.unreadOnly };
      const { page, hasNextPage } = await listRooms(
        context.db,
        requireViewer(context),
        args.filter ?? 'RECENT',
        args.first ?? 30,
        args.after,
        narrow,
      );
      return forwardConnection(page, hasNextPage, args.after, roomCursor);
    },
  },
  ChatRoom: {
    id: (room) => toGlobalId('ChatRoom', room.id),
    uuid: (room) => room.id,
    createdAt: (room) => room.created_at,
    type: (room) => room.type,
    title: (room) => room.title,
    // Private rooms show the other member's picture; rooms have no picture of their own yet.
    image: () => null,
    status: (room) => room.status,
    isArchived: (room) => room.is_archived,
    isRemoved: (room) => room.is_removed,
    lastReadSeqId: (room) => room.last_read_seq_id,
    lastSeqId: (room) => room.last_seq_id,
    unreadCount: (room) => Math.max(0, room.last_seq_id - room.last_read_seq_id),
    participantCount: async (room, _args, context) => (await members(context, room)).filter((member) => member.status !== 'LEFT').length,
    participants: async (room, _args, context) => members(context, room),
    otherProfile: async (room, _args, context) => {
      const other = (await members(context, room)).find((member) => member.profile_id !== room.viewer_id);
      const row = other && (await loadProfileRow(context, other.profile_id));
      return row && !row.deleted_at && !row.banned_at ? chatProfile(context, row.id) : null;
    },
    lastMessage: async (room, _args, context) =>
      room.last_seq_id > 0 ? context.loaders.message.load(messageKey(room.id, room.last_seq_id)) : null,
    lastMessageAt: (room) => room.last_message_at,
    messages: async (room, args, context) => {
      const { page, hasNextPage, hasPreviousPage } = await messagesPage(context, room, args);
      const edges = page.map(messageEdge);
      return {
        edges,
        pageInfo: { hasNextPage, hasPreviousPage, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
      };
    },
  },
  ChatRoomParticipant: {
    id: (member) => toGlobalId('ChatRoomParticipant', `${member.room_id}:${member.profile_id}`),
    profile: (member, _args, context) => participantProfile(context, member.profile_id),
    // The exact moment another member read would tell when they were last online (coarse presence only, issue 17).
    lastReadAt: (member, _args, context) => (member.profile_id === context.viewerId ? member.last_read_at : null),
    lastReadSeqId: (member) => member.last_read_seq_id,
  },
  ChatRoomMessage: {
    id: (message) => toGlobalId('ChatRoomMessage', message.id),
    seqId: (message) => message.seq_id,
    roomId: (message) => message.room_id,
    createdAt: (message) => message.created_at,
    updatedAt: (message) => message.updated_at,
    deletedAt: (message) => message.deleted_at,
    editedAt: (message) => message.edited_at ?? null,
    profileId: (message) => (message.profile_id ? toGlobalId('Profile', message.profile_id) : null),
    profileUuid: (message) => message.profile_id,
    profile: (message, _args, context) => (message.profile_id ? chatProfile(context, message.profile_id) : null),
    // Only the sender needs the id they sent with (to match their pending message).
    clientMutationId: (message, _args, context) => (message.profile_id === context.viewerId ? message.client_id : null),
    replyTo: (message, _args, context) => quotedMessage(context, message),
    payload: async (message, _args, context) => {
      if (message.system_action) return { action: message.system_action };
      if (message.deleted_at) return { content: null };
      // A suspended member's messages are hidden from everyone else while the suspension runs.
      const author =
        message.profile_id && message.profile_id !== context.viewerId ? await loadProfileRow(context, message.profile_id) : null;
      return { content: author?.banned_at ? null : message.content };
    },
  },
  ChatRoomEvent: {
    roomGlobalId: (event) => toGlobalId('ChatRoom', event.roomId),
    profileId: (event) => (event.profileId ? toGlobalId('Profile', event.profileId) : null),
    // Read for the subscriber at delivery, so unread counts and archive state are theirs: the room as each member
    // sees it is read once for the event, and each subscriber gets their own view or none.
    room: async (event, _args, context) => {
      const viewerId = requireViewer(context);
      return (await context.loaders.roomViews.load(event.roomId)).find((room) => room.viewer_id === viewerId) ?? null;
    },
    // The subscriber themself, with the counts the event changed (the badge and tabs need no read of their own).
    viewer: (_event, _args, context) => ({ id: requireViewer(context) }),
    message: (event) => (event.message ? messageEdge(event.message) : null),
    readMarker: (event) =>
      event.readMarker ? { ...event.readMarker, profileId: toGlobalId('Profile', event.readMarker.profileId) } : null,
  },
};

type MessagesArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  atFirstUnread?: boolean | null;
};

/** A page of a room's history by cursor, or (atFirstUnread, no cursor) the page from the viewer's first unread message. */
async function messagesPage(context: Context, room: RoomView, args: MessagesArgs) {
  if (!args.atFirstUnread || args.after != null || args.before != null) return pageOfMessages(context.db, room.id, args);
  const count = Math.max(1, Math.min(args.last ?? args.first ?? 50, 100));
  const start = firstUnreadStart(room, count);
  const forwards = await pageOfMessages(context.db, room.id, { first: count, after: String(start) });
  // seqIds start at 1 with no gaps, so anything at or below the start is an older message.
  return { ...forwards, hasPreviousPage: start > 0 };
}

/** Node resolution of a ChatRoom global id: only for a participant, null for anyone else. */
export async function chatRoomNode(context: Context, roomId: string) {
  const room = await roomFor(context.db, roomId, requireViewer(context));
  return room && { ...room, __typename: 'ChatRoom' as const };
}
