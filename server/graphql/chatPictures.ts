import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { callerOf } from './chat.ts';
import { loadProfileRow } from './profiles.ts';
import { hasWrittenIn, seesExplicit, uploadChatPicture, type ChatPictureRow } from '../chat/pictures.ts';
import { viewerImageUrl } from '../images/signedUrls.ts';
import type { MessageRow, RoomView } from '../chat/rows.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** A message's pictures as the viewer may see them: none once it is deleted, or while its author is suspended. */
async function picturesOf(context: Context, message: MessageRow) {
  if (message.deleted_at || message.system_action) return [];
  const pictures = await context.loaders.messagePictures.load(message.id);
  if (pictures.length === 0 || !message.profile_id || message.profile_id === context.viewerId) return pictures;
  const author = await loadProfileRow(context, message.profile_id);
  return author?.banned_at ? [] : pictures;
}

const written = new WeakMap<Context, Map<string, Promise<boolean>>>();

/** Whether the viewer wrote in the room, read once per operation however many pictures ask. */
function viewerWroteIn(context: Context, roomId: string) {
  let rooms = written.get(context);
  if (!rooms) written.set(context, (rooms = new Map()));
  let answer = rooms.get(roomId);
  if (!answer) rooms.set(roomId, (answer = hasWrittenIn(context.db, roomId, requireViewer(context))));
  return answer;
}

/** Blurred for the viewer: another member's picture in a room they have not written in, while they keep the setting on. */
async function isBlurredFor(context: Context, picture: ChatPictureRow) {
  if (!context.viewerId || picture.author_id === context.viewerId) return false;
  if (!(await context.viewerRow()).blur_unreplied_pictures) return false;
  return !(await viewerWroteIn(context, picture.room_id));
}

/** Whether every other member of the room would be let see an explicit picture (the send checks it again). */
async function othersSeeExplicit(context: Context, room: RoomView) {
  const others = (await context.loaders.roomMembers.load(room.id)).filter(
    (member) => member.profile_id !== room.viewer_id && member.status !== 'LEFT',
  );
  if (others.length === 0) return false;
  const rows = await Promise.all(others.map((member) => loadProfileRow(context, member.profile_id)));
  return rows.every((row) => row !== null && row !== undefined && seesExplicit(row));
}

/** Pictures in chat: the upload, each message's pictures, and their URLs signed for the viewer alone. */
export const chatPictureResolvers: Resolvers = {
  Mutation: {
    chatRoomPictureUpload: async (_parent, { input }, context) => {
      const stored = await uploadChatPicture(callerOf(context), context.pictures, input.roomId, input.image);
      return { uuid: stored.uuid, width: stored.width, height: stored.height, blurHash: stored.blurHash };
    },
  },
  ChatRoomMessage: {
    pictures: (message, _args, context) => picturesOf(context, message),
  },
  ChatRoom: {
    canSendExplicitPictures: async (room, _args, context) => {
      const viewer = await context.viewerRow();
      return seesExplicit(viewer) && othersSeeExplicit(context, room);
    },
  },
  ChatMessagePicture: {
    uuid: (picture) => picture.image_uuid,
    width: (picture) => picture.width,
    height: (picture) => picture.height,
    blurHash: (picture) => picture.blur_hash,
    isExplicit: (picture) => picture.is_explicit,
    isBlurred: (picture, _args, context) => isBlurredFor(context, picture),
    url: (picture, args, context) =>
      viewerImageUrl(context.db, picture.image_uuid, { width: args.width, blur: false }, requireViewer(context)),
  },
};
