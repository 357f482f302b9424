import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';

/** ioredis loads only for a server given REDIS_URL: the others no longer wait for it at start (0.1–0.6 s). */
const loadRedis = (): typeof RedisClient => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;

type Listener = (event: CustomEvent) => void;
type ListenerOrObject = Listener | { handleEvent: Listener };

/**
 * An event target over Redis pub/sub, like @graphql-yoga/redis-event-target, with two differences an
 * operator needs: a failed Redis command is logged instead of becoming an unhandled rejection that takes
 * the process down, and close() lets subscriptions that end during shutdown unsubscribe quietly.
 */
export function createRedisEventTarget(redisUrl: string) {
  const Redis = loadRedis();
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const listenersByTopic = new Map<string, Set<Listener>>();
  let closed = false;

  const report = (what: string) => (error: unknown) => {
    if (!closed) console.error(`Redis ${what} failed:`, error);
  };
  // Without a listener ioredis reports connection errors as unhandled; it reconnects by itself.
  publishClient.on('error', report('connection'));
  subscribeClient.on('error', report('connection'));

  subscribeClient.on('message', (topic: string, message: string) => {
    const listeners = listenersByTopic.get(topic);
    if (!listeners) return;
    const event = new CustomEvent(topic, { detail: message === '' ? null : JSON.parse(message) });
    for (const listener of listeners) listener(event);
  });

  const listenerOf = (value: ListenerOrObject) => ('handleEvent' in value ? value.handleEvent : value);

  return {
    addEventListener(topic: string, value: ListenerOrObject | null) {
      if (!value) return;
      let listeners = listenersByTopic.get(topic);
      if (!listeners) {
        listeners = new Set();
        listenersByTopic.set(topic, listeners);
        if (!closed) subscribeClient.subscribe(topic).catch(report(`SUBSCRIBE ${topic}`));
      }
      listeners.add(listenerOf(value));
    },
    removeEventListener(topic: string, value: ListenerOrObject | null) {
      const listeners = listenersByTopic.get(topic);
      if (!value || !listeners) return;
      listeners.delete(listenerOf(value));
      if (listeners.size > 0) return;
      listenersByTopic.delete(topic);
      if (!closed) subscribeClient.unsubscribe(topic).catch(report(`UNSUBSCRIBE ${topic}`));
    },
    dispatchEvent(event: CustomEvent) {
      if (closed) return false;
      publishClient
        .publish(event.type, event.detail === undefined ? '' : JSON.stringify(event.detail))
        .catch(report(`PUBLISH ${event.type}`));
      return true;
    },
    async close() {
      closed = true;
      // QUIT waits for the replies still owed; a client that never connected is simply cut.
      await Promise.all([publishClient, subscribeClient].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
