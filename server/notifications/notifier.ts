import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { accessTo, type ProfileAccess } from '../profiles/visibility.ts';
import { profilesByIds } from '../profiles/profileRows.ts';
import { isPresent } from '../presence/presence.ts';
import { countMessage, insertNotification, markFromActorRead, withdrawLikeNotifications, type NotificationRow } from './notifications.ts';
import type { RoomReaders } from './roomReaders.ts';
import { pushMessageFor } from './pushMessages.ts';
import { pushTopicOf } from './pushPeriods.ts';
import { answerRoom } from './answerRoom.ts';
import type { PushSender } from './push.ts';

export type Notifier = ReturnType<typeof createNotifier>;

/** An actor and a recipient as a caller read them, with the recipient's access to the actor (reverseAccess). */
export interface KnownPair {
  actor: ProfileRow;
  recipient: ProfileRow;
  access: ProfileAccess;
}

/**
 * Turns what members do into notifications: it judges at creation whether the actor may reach the recipient
 * at all (the list judges again at read time, so a later block or age correction hides earlier ones), stores
 * them, tells the recipient's open tabs, and hands them to push.
 */
export function createNotifier(db: DB, pubsub: SnootPubSub, push: PushSender, readers: RoomReaders) {
  /**
   * Whether the recipient may see the actor now: the profile(uuid) rule (pools, blocks, privacy) and not hidden
   * by the recipient. A caller that judged the pair already (chat's send) passes both rows and the recipient's
   * access to the actor, and only the hide is read.
   */
  async function mayReach(actorId: string, recipientId: string, known?: KnownPair) {
    const [actor, recipient] = known ? [known.actor, known.recipient] : await profilesByIds(db, [actorId, recipientId]);
    if (!actor || !recipient || recipient.deleted_at || recipient.banned_at || !actor.onboarded_at) return null;
    const [access, hidden] = await Promise.all([
      known?.access ?? accessTo(db, recipient, actor),
      db
        .selectFrom('profile_hides')
        .select('hidden_id')
        .where('profile_id', '=', recipientId)
        .where('hidden_id', '=', actorId)
        .executeTakeFirst(),
    ]);
    return access.canView && !hidden ? { actor, recipient } : null;
  }

  async function likes(likerId: string, likedId: string) {
    const row = await db
      .selectFrom('likes')
      .select('liker_id')
      .where('liker_id', '=', likerId)
      .where('liked_id', '=', likedId)
      .executeTakeFirst();
    return Boolean(row);
  }

  function announce(row: NotificationRow, actor: ProfileRow) {
    pubsub.publish('notification', row.recipient_id, { notificationId: row.id });
    push.send(row.recipient_id, pushMessageFor(row, actor), pushTopicOf(row));
  }

  function announceAnswered(recipientId: string, notificationIds: string[]) {
    for (const notificationId of notificationIds) pubsub.publish('notification', recipientId, { notificationId });
  }

  return {
    /**
     * A new like (not a repeated one). A like that makes a mutual gives each of the two one MUTUAL and no
     * LIKE: the first liker hears "you like each other" rather than a like, and the second liker's LIKE from
     * the first is answered (marked read).
     */
    async liked(likerId: string, likedId: string) {
      const reach = await mayReach(likerId, likedId);
      if (!reach) return;
      const isMutual = await likes(likedId, likerId);
      if (!isMutual) return announce(await insertNotification(db, { recipientId: likedId, actorId: likerId, kind: 'LIKE' }), reach.actor);
      await markFromActorRead(db, likerId, likedId, ['LIKE']);
      announce(await insertNotification(db, { recipientId: likedId, actorId: likerId, kind: 'MUTUAL' }), reach.actor);
      if (await mayReach(likedId, likerId))
        announce(await insertNotification(db, { recipientId: likerId, actorId: likedId, kind: 'MUTUAL' }), reach.recipient);
    },

    /** A withdrawn like: its LIKE and any MUTUAL it made are taken back (a like that no longer stands is no news). */
    async unliked(likerId: string, likedId: string) {
      await withdrawLikeNotifications(db, likerId, likedId);
    },

    /** The first message of a new room, to a member who has not accepted it yet. */
    async chatRequest(senderId: string, recipientId: string, roomId: string, known?: KnownPair) {
      const reach = await mayReach(senderId, recipientId, known);
      if (!reach) return;
      announce(await insertNotification(db, { recipientId, actorId: senderId, kind: 'CHAT_REQUEST', roomId }), reach.actor);
    },

    /** A message to a member who is not reading the room right now (open in a visible tab): one unread notification a room. */
    async message(senderId: string, recipientId: string, roomId: string, known?: KnownPair) {
      const reach = await mayReach(senderId, recipientId, known);
      if (!reach) return;
      if (isPresent(reach.recipient) && (await readers.isReading(recipientId, roomId))) return;
      announce(await countMessage(db, recipientId, senderId, roomId), reach.actor);
    },

    /** The member read the room: its notifications are answered, and their open tabs hear so. */
    async roomRead(recipientId: string, roomId: string) {
      announceAnswered(recipientId, await answerRoom(db, recipientId, roomId));
    },

    /** Tells the member's open tabs of notifications answered by a write that has committed (answerRoom). */
    answered: announceAnswered,
  };
}
