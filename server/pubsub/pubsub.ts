import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from './redisEventTarget.ts';
import type { SessionEnd } from '../auth/sessions.ts';
import type { ChatEvent } from '../chat/rows.ts';
import type { GroupThreadEventPayload } from '../groups/postEvents.ts';

/** Events carried between resolvers (and, with Redis, between server processes). Payloads are plain JSON. */
export type PubSubChannels = {
  connectionTest: [channel: string, payload: { channel: string; message: string; date: string }];
  chatProfile: [profileId: string, payload: ChatEvent];
  chatRoom: [roomId: string, payload: ChatEvent];
  /** A member's notification was created or changed (the subscriber reads it afresh, by today's rules). */
  notification: [profileId: string, payload: { notificationId: string }];
  /** A member's presence may have changed step (each subscriber reads it afresh, by its own access). */
  presence: [profileId: string, payload: { profileId: string }];
  /** A reply added or deleted, or the thread deleted (each subscriber reads the post afresh, by their own rules). */
  groupThread: [threadId: string, payload: GroupThreadEventPayload];
  /** Logout, deletion, suspension, revoked sign-in: every process closes the matching sockets. */
  sessionEnd: [payload: SessionEnd];
};

export type SnootPubSub = ReturnType<typeof createPubSub<PubSubChannels>> & {
  close(): Promise<void>;
  /** Whether events reach every process now (always, in-process); false while Redis is out of reach. */
  isConnected(): boolean;
  /**
   * Calls `listener` when events may have been missed (Redis came back), with when the outage began (a live view
   * should fetch what changed since then).
   */
  onCatchUp(listener: (since: Date) => void): () => void;
  /** With Redis: resolves when it is connected and answers (for /healthz); absent for the in-process bus. */
  probe?: () => Promise<void>;
  /** With Redis: the last probe's time from publish to delivery (ms), null before the first; absent in-process. */
  roundTripMs?: () => number | null;
};

/** In-process by default; through Redis pub/sub when REDIS_URL is set, so every process sees every event. */
export function createSnootPubSub(redisUrl?: string): SnootPubSub {
  if (!redisUrl)
    return Object.assign(createPubSub<PubSubChannels>(), {
      close: async () => {},
      isConnected: () => true,
      onCatchUp: () => () => {},
    });
  // A session end closes sockets whenever it arrives, so one sent during an outage still goes out after it.
  const eventTarget = createRedisEventTarget(redisUrl, new Set(['sessionEnd']));
  const pubsub = createPubSub<PubSubChannels>({ eventTarget });
  return Object.assign(pubsub, {
    close: () => eventTarget.close(),
    isConnected: eventTarget.isConnected,
    onCatchUp: eventTarget.onCatchUp,
    probe: () => eventTarget.probe(),
    roundTripMs: eventTarget.roundTripMs,
  });
}
