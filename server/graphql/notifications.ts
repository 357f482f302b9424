import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, notFound } from '../errors.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import { forwardConnection, profileConnection } from './connection.ts';
import { loadProfileRow } from './profiles.ts';
import { notificationSubscriptionResolvers } from './notificationSubscriptions.ts';
import { roomFor } from '../chat/rooms.ts';
import {
  markAllRead,
  markRead,
  notificationCursor,
  pageOfLikers,
  pageOfNotifications,
  unreadCount,
  type NotificationKind,
} from '../notifications/notifications.ts';
import { notificationLink } from '../notifications/pushMessages.ts';
import { groupOfThread } from '../groups/posts.ts';
import { preferencesOf, setPreferences } from '../notifications/preferences.ts';
import { addPushSubscription, hasPushSubscription, removePushSubscription } from '../notifications/pushSubscriptions.ts';
import { setPresence } from '../presence/presence.ts';
import { announcePresence } from '../presence/presenceEvents.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

const viewerOf = (context: Context) => ({ id: requireViewer(context) });

/** The other member of a notification: the list only holds actors the viewer may see, so this is the full profile. */
async function actorOf(context: Context, actorId: string) {
  const actor = await loadProfileRow(context, actorId);
  if (!actor) throw notFound('That member no longer exists.');
  return actor;
}

/** The member's other tabs and devices hear what one of them marked read, so every bell shows the same count. */
function tellOtherTabs(context: Context, viewerId: string, ids: string[]) {
  for (const notificationId of ids) context.pubsub.publish('notification', viewerId, { notificationId });
}

export const notificationResolvers: Resolvers = {
  Viewer: {
    notifications: async (viewer, args, context) => {
      const { page, hasNextPage } = await pageOfNotifications(context.db, viewer.id, args.first ?? 20, args.after);
      return forwardConnection(page, hasNextPage, args.after, notificationCursor);
    },
    notificationsUnreadCount: (viewer, _args, context) => unreadCount(context.db, viewer.id),
    likesReceived: async (viewer, args, context) => {
      const { page, hasNextPage } = await pageOfLikers(context.db, viewer.id, args.first ?? 30, args.after);
      return profileConnection(
        forwardConnection(page, hasNextPage, args.after, (row) => notificationCursor({ created_at: row.liked_at, id: row.id })),
      );
    },
    notificationPreferences: (viewer, _args, context) => preferencesOf(context.db, viewer.id),
    pushPublicKey: (_viewer, _args, context) => context.push.publicKey(),
  },
  Notification: {
    id: (row) => toGlobalId('Notification', row.id),
    kind: (row) => row.kind as NotificationKind,
    actor: (row, _args, context) => actorOf(context, row.actor_id),
    chatRoom: (row, _args, context) => (row.room_id ? roomFor(context.db, row.room_id, row.recipient_id) : null),
    // The list holds an event's notification only while the viewer may see the event; read through the same rule.
    event: async (row, _args, context) =>
      row.event_uuid ? ((await context.loaders.eventAccess.load(row.event_uuid))?.event ?? null) : null,
    count: (row) => row.count,
    link: async (row, _args, context) => {
      // A reply's notification leads to its thread, under its group.
      return notificationLink(row, row.group_thread_id ? await groupOfThread(context.db, row.group_thread_id) : null);
    },
    createdAt: (row) => row.created_at,
    isRead: (row) => row.read_at !== null,
  },
  Mutation: {
    notificationRead: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const id = uuidKey(input.id, 'Notification');
      // Another member's notification answers like one that does not exist.
      const notification = (id && (await markRead(context.db, viewerId, id))) || null;
      if (notification) tellOtherTabs(context, viewerId, [notification.id]);
      return { notification, viewer: { id: viewerId } };
    },
    notificationsMarkAllRead: async (_parent, _args, context) => {
      const viewerId = requireViewer(context);
      const notifications = await markAllRead(context.db, viewerId);
      tellOtherTabs(
        context,
        viewerId,
        notifications.map((row) => row.id),
      );
      return { notifications, viewer: { id: viewerId } };
    },
    notificationPreferencesSet: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
      await setPreferences(context.db, viewerId, changes);
      return { viewer: { id: viewerId } };
    },
    pushSubscriptionAdd: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      if (!context.config.pushEnabled) throw badInput('This server does not send notifications to devices.');
      await addPushSubscription(context.db, viewerId, input, context.config);
      return { isSubscribed: true, viewer: viewerOf(context) };
    },
    pushSubscriptionRemove: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      await removePushSubscription(context.db, viewerId, input.endpoint);
      return { isSubscribed: await hasPushSubscription(context.db, viewerId, input.endpoint), viewer: viewerOf(context) };
    },
    presenceSet: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      if (await setPresence(context.db, viewerId, input.isActive)) announcePresence(context.pubsub, viewerId);
      return { ok: true };
    },
  },
  ...notificationSubscriptionResolvers,
};
