import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import { accessTo, type ProfileAccess } from '../profiles/visibility.ts';
import { profilesByIds } from '../profiles/profileRows.ts';
import { isPresent } from '../presence/presence.ts';
import { insertNotification, markFromActorRead, withdrawLikeNotifications, type NotificationRow } from './notifications.ts';
import type { RoomReaders } from './roomReaders.ts';
import { pushMessageFor } from './pushMessages.ts';
import { pushTopicOf } from './pushPeriods.ts';
import { answerRoom } from './answerRoom.ts';
import type { PushSender } from './push.ts';
import { createOutbox, dropNotice, storeGroupReplyNotice, storeNotice, type Notice, type NoticeKind, type StoredNotice } from './outbox.ts';

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
export function createNotifier(
  db: DB,
  pubsub: SnootPubSub,
  push: PushSender,
  readers: RoomReaders,
  options: { drainAfterAnswer?: boolean } = {},
) {
  /** Whether the recipient may be told of the actor, hides aside: present, and seeing the actor by the profile(uuid) rule. */
  const reaches = ({ actor, recipient, access }: KnownPair) =>
    !recipient.deleted_at && !recipient.banned_at && Boolean(actor.onboarded_at) && access.canView;

  /**
   * Whether the recipient may see the actor now: the profile(uuid) rule (pools, blocks, privacy) and not hidden
   * by the recipient. A caller that judged the pair already passes both rows and the recipient's access to the
   * actor, and only the hide is read.
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

  /** Tells the recipient's open tabs and buzzes their devices (unless the caller knows they have none). */
  function announce(row: NotificationRow & { group_uuid?: string }, actor: ProfileRow, hasDevices = true) {
    pubsub.publish('notification', row.recipient_id, { notificationId: row.id });
    if (hasDevices) push.send(row.recipient_id, pushMessageFor(row, actor), pushTopicOf(row));
  }

  /**
   * Stores one notice's notification and announces it. `pair` is the actor and recipient as the send judged them
   * (the hide was read by the message's statement); a notice a stopped server left is judged again as things stand.
   * A MESSAGE to a member reading the room makes no notification.
   */
  async function deliverNotice(
    notice: Pick<StoredNotice, 'id' | 'kind' | 'actor_id' | 'recipient_id' | 'room_id' | 'group_thread_id'>,
    pair?: KnownPair,
  ) {
    const reach = pair ? { actor: pair.actor, recipient: pair.recipient } : await mayReach(notice.actor_id, notice.recipient_id);
    if (notice.kind === 'GROUP_REPLY') {
      if (!reach) return dropNotice(db, notice.id);
      // The statement stores nothing once the thread is gone; the list judges the group as things stand.
      const reply = await storeGroupReplyNotice(db, notice.id);
      if (reply) announce(reply, reach.actor, reply.has_devices);
      return;
    }
    if (!notice.room_id) return dropNotice(db, notice.id);
    const mayBeReading = reach && notice.kind === 'MESSAGE' && isPresent(reach.recipient);
    if (!reach || (mayBeReading && readers.readingHere(notice.recipient_id, notice.room_id))) return dropNotice(db, notice.id);
    // Whether they read the room on another server is asked by the statement that stores it.
    const stored = await storeNotice(db, notice.id, mayBeReading ? readers.freshSince() : null);
    if (stored) announce(stored, reach.actor, stored.has_devices);
  }

  const outbox = createOutbox(db, (notice) => deliverNotice(notice), options);

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

    /**
     * The notifications a chat message owes, judged before it is stored from the send's own check: the room's
     * first message asks an invited member to chat (CHAT_REQUEST), any message counts toward a joined member's one
     * unread MESSAGE notification of the room, but for one reading the room here now. The message's statement
     * writes them (leaving out a recipient who hid the sender) and messageStored() delivers them after the answer.
     */
    messageNotices(roomId: string, pairs: (KnownPair & { invited: boolean })[]): { recipientId: string; kind: NoticeKind }[] {
      return pairs
        .filter((pair) => reaches(pair))
        .filter((pair) => pair.invited || !(isPresent(pair.recipient) && readers.readingHere(pair.recipient.id, roomId)))
        .map((pair) => ({ recipientId: pair.recipient.id, kind: pair.invited ? 'CHAT_REQUEST' : 'MESSAGE' }));
    },

    /** After the sender's answer: the notices their message's statement wrote, stored and announced. */
    messageStored(roomId: string, notices: Notice[], pairs: Map<string, KnownPair>) {
      if (notices.length === 0) return;
      // The pushes these may send are under way from now (push.settled() waits for them).
      const stored = outbox.afterAnswer(async () => {
        for (const notice of notices) {
          const pair = pairs.get(notice.recipientId)!;
          await deliverNotice(
            {
              id: notice.id,
              kind: notice.kind,
              actor_id: pair.actor.id,
              recipient_id: notice.recipientId,
              room_id: roomId,
              group_thread_id: null,
            },
            pair,
          );
        }
      });
      push.hold(stored);
    },

    /**
     * Whether a reply to the recipient's thread may notify them, judged as a message's notification is (reaches:
     * they are present and may see the replier). The reply's statement leaves out a recipient who hid the replier.
     */
    groupReplyNotifies: (pair: KnownPair) => reaches(pair),

    /** After the replier's answer: the notice their reply's statement wrote, stored and announced. */
    groupReplyStored(noticeId: string, threadId: string, pair: KnownPair) {
      const stored = outbox.afterAnswer(() =>
        deliverNotice(
          {
            id: noticeId,
            kind: 'GROUP_REPLY',
            actor_id: pair.actor.id,
            recipient_id: pair.recipient.id,
            room_id: null,
            group_thread_id: threadId,
          },
          pair,
        ),
      );
      push.hold(stored);
    },

    /** Chat notifications a stopped server left: delivered at start-up; stop() waits for those under way. */
    outbox,

    /** The member read the room: its notifications are answered, and their open tabs hear so. */
    async roomRead(recipientId: string, roomId: string) {
      announceAnswered(recipientId, await answerRoom(db, recipientId, roomId));
    },

    /** Tells the member's open tabs of notifications answered by a write that has committed (answerRoom). */
    answered: announceAnswered,
  };
}
