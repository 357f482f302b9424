import type { App } from '../../server/app.ts';
import { graphql } from './harness.ts';
import type { Member } from './profileFixtures.ts';
import type { SubscriptionFeed } from './subscriptionFeed.ts';

export interface NotificationView {
  id: string;
  kind: string;
  count: number;
  link: string;
  isRead: boolean;
  actor: { uuid: string; displayName: string };
  chatRoom: { uuid: string } | null;
}

export const NOTIFICATION = 'id kind count link isRead actor { uuid displayName } chatRoom { uuid }';

/**
 * What the member's notification centre shows: the list (newest first) and the bell's count, once the notices a
 * send stores after its answer are in (a moment later; the member's bell hears them live).
 */
export async function centreOf(app: App, member: Member) {
  await app.services.notifier.outbox.settled();
  const { data, errors } = await graphql<{
    viewer: { notifications: { edges: { node: NotificationView }[] }; notificationsUnreadCount: number };
  }>(app, member.token, `{ viewer { notifications(first: 50) { edges { node { ${NOTIFICATION} } } } notificationsUnreadCount } }`);
  if (errors) throw new Error(JSON.stringify(errors));
  return { list: data!.viewer.notifications.edges.map((edge) => edge.node), unread: data!.viewer.notificationsUnreadCount };
}

/** The notifications one member has from another, by kind, oldest first as "KIND" strings (read ones marked "(read)"). */
export async function kindsFrom(app: App, member: Member, actor: Member) {
  const { list } = await centreOf(app, member);
  return list
    .filter((item) => item.actor.uuid === actor.id)
    .reverse()
    .map((item) => `${item.kind}${item.isRead ? ' (read)' : ''}`);
}

export async function like(app: App, from: Member, to: Member) {
  return graphql(app, from.token, 'mutation ($u: String!) { likeProfile(input: {uuid: $u}) { relationType } }', { u: to.id });
}

export async function unlike(app: App, from: Member, to: Member) {
  return graphql(app, from.token, 'mutation ($u: String!) { unlikeProfile(input: {uuid: $u}) { relationType } }', { u: to.id });
}

export async function block(app: App, from: Member, to: Member) {
  return graphql(app, from.token, 'mutation ($u: String!) { userBlockProfile(input: {uuid: $u}) { __typename } }', { u: to.id });
}

export async function hide(app: App, from: Member, to: Member) {
  return graphql(app, from.token, 'mutation ($u: String!) { userHideProfile(input: {uuid: $u}) { __typename } }', { u: to.id });
}

export async function setPresence(app: App, member: Member, isActive: boolean) {
  return graphql(app, member.token, 'mutation ($a: Boolean!) { presenceSet(input: {isActive: $a}) { ok } }', { a: isActive });
}

/**
 * Resolves once a notifications subscription is live: a subscription says nothing until something happens,
 * so the test re-announces one of the member's notifications until the feed carries it (through `app`'s
 * pubsub, which may be another process's, via Redis). Later events arrive after these, in order.
 */
export async function untilLive<T>(app: App, feed: SubscriptionFeed<T>, recipientId: string) {
  const { id } = await app.services.db
    .selectFrom('notifications')
    .select('id')
    .where('recipient_id', '=', recipientId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  await feed.repeatUntil(
    async () => app.services.pubsub.publish('notification', recipientId, { notificationId: id }),
    (live) => live.received.length > 0,
  );
}
