import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/** Events carried between resolvers (and, with Redis, between server processes). Payloads are plain JSON. */
export type PubSubChannels = {
  connectionTest: [channel: string, payload: { channel: string; message: string; date: string }];
  chatProfile: [profileId: string, payload: Record<string, unknown>];
  chatRoom: [roomId: string, payload: Record<string, unknown>];
};

export type SnootPubSub = ReturnType<typeof createPubSub<PubSubChannels>> & { close(): Promise<void> };

/** In-process by default; through Redis pub/sub when REDIS_URL is set, so every process sees every event. */
export function createSnootPubSub(redisUrl?: string): SnootPubSub {
  if (!redisUrl) return Object.assign(createPubSub<PubSubChannels>(), { close: async () => {} });
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const pubsub = createPubSub<PubSubChannels>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
