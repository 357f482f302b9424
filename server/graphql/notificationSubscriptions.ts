import { Repeater } from 'graphql-yoga';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { unreadCount, visibleNotification, type NotificationRow } from '../notifications/notifications.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

interface NotificationEventSource {
  notification: NotificationRow;
  unreadCount: number;
}

/**
 * The viewer's notification events. Each is read afresh when it arrives and dropped when the rules as they
 * stand now hide it (a block made since, an age correction), so nothing reaches the member that the list
 * would not show. The socket itself ends with the session (logout closes it), and this stream with it.
 * A Repeater, as for chat, so a closed socket ends the stream without waiting for one more event.
 */
function notificationEvents(context: Context, viewerId: string) {
  return new Repeater<NotificationEventSource>(async (push, stop) => {
    const feed = context.pubsub.subscribe('notification', viewerId)[Symbol.asyncIterator]();
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
