import { Repeater } from 'graphql-yoga';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { notificationsSince, unreadCount, visibleNotification, type NotificationRow } from '../notifications/notifications.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

interface NotificationEventSource {
  notification: NotificationRow;
  unreadCount: number;
}

/**
 * The viewer's notification events. Each is read afresh when it arrives and dropped when the rules as they
 * stand now hide it (a block made since, an age correction), so nothing reaches the member that the list
 * would not show. The socket itself ends with the session (logout closes it), and this stream with it.
 * A Repeater, as for chat, so a closed socket ends the stream without waiting for one more event. When events
 * may have been lost between processes (a Redis outage), the notifications made or counted since it began
 * are sent again (or the newest alone), each with the unread count as it is now, so the bell catches up.
 */
function notificationEvents(context: Context, viewerId: string) {
  return new Repeater<NotificationEventSource>(async (push, stop) => {
    const feed = context.pubsub.subscribe('notification', viewerId)[Symbol.asyncIterator]();
    const catchUp = async (since: Date) => {
      context.forgetReads();
      const missed = await notificationsSince(context.db, viewerId, since);
      const count = await unreadCount(context.db, viewerId);
      for (const notification of missed) await push({ notification, unreadCount: count });
    };
    const stopCatchUp = context.pubsub.onCatchUp((since) => void catchUp(since).catch(() => {}));
    try {
      for (;;) {
        const next = await Promise.race([feed.next(), stop]);
        if (!next || next.done) return;
        context.forgetReads();
        const notification = await visibleNotification(context.db, viewerId, next.value.notificationId);
        if (notification) await push({ notification, unreadCount: await unreadCount(context.db, viewerId) });
      }
    } finally {
      stop();
      stopCatchUp();
      await feed.return?.();
    }
  });
}

export const notificationSubscriptionResolvers: Resolvers = {
  Subscription: {
    notifications: {
      subscribe: (_parent, _args, context) => notificationEvents(context, requireViewer(context)),
      resolve: (event: NotificationEventSource) => event,
    },
  },
};
