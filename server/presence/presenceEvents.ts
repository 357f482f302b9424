import type { SnootPubSub } from '../pubsub/pubsub.ts';

/**
 * Tells every process that a member's presence changed step. The event names only the member: each subscriber
 * reads their presence afresh, as its own viewer may see it (server/graphql/presenceSubscriptions.ts).
 */
export function announcePresence(pubsub: SnootPubSub, profileId: string) {
  pubsub.publish('presence', profileId, { profileId });
}
