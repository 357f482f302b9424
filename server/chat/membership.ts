import { badInput, notAllowed, notFound } from '../errors.ts';
import { answerRoom } from '../notifications/answerRoom.ts';
import { accessToId, roomOf, type ChatCaller } from './caller.ts';
import { NO_SUCH_PROFILE } from './permissions.ts';
import { createPrivateRoom, findPrivateRoom, updateOwnParticipation } from './rooms.ts';
import { isUuid } from '../uuid.ts';

/** The private room with another member: theirs already (shown again if the caller removed it), or a new one. */
export async function openPrivateRoom(caller: ChatCaller, profileUuid: string) {
  if (!isUuid(profileUuid)) throw badInput('That is not a profile id.');
  const otherAccess = (await accessToId(caller, profileUuid))?.access;
  if (otherAccess?.isSelf) throw notAllowed('You are not allowed to start a chat with yourself.');
  // A profile the caller may not see answers exactly as an unused id does, whether or not a room with it
  // exists (one a block closed stays closed): no way to learn who exists or who blocked you.
  if (!otherAccess?.canView) throw notFound(NO_SUCH_PROFILE);
  const existing = await findPrivateRoom(caller.db, caller.viewerId, profileUuid);
  if (existing) {
    await updateOwnParticipation(caller.db, existing, caller.viewerId, { is_removed: false });
    return roomOf(caller, existing);
  }
  if (!otherAccess.canStartChat) throw notAllowed('You are not allowed to start a chat with this profile.');
  return roomOf(caller, await createPrivateRoom(caller.db, caller.viewerId, profileUuid));
}

/** Accepting a request, in one transaction: the caller joins the room and its notifications are answered. */
export async function acceptRequest(caller: ChatCaller, roomId: string) {
  const room = await roomOf(caller, roomId);
  if (room.status !== 'INVITED') throw badInput('This chat is not a request.');
  const answered = await caller.db.transaction().execute(async (trx) => {
    await updateOwnParticipation(trx, room.id, room.viewer_id, { status: 'JOINED' });
    return answerRoom(trx, room.viewer_id, room.id);
  });
  caller.notifier.answered(room.viewer_id, answered);
  return roomOf(caller, room.id);
}

/** Moves a chat to the archive or back to the member's chats. */
export async function setArchived(caller: ChatCaller, roomId: string, archived: boolean) {
  const room = await roomOf(caller, roomId);
  await updateOwnParticipation(caller.db, room.id, room.viewer_id, { is_archived: archived });
  return roomOf(caller, room.id);
}
