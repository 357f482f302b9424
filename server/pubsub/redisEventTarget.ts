import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import { createHeldEvents } from './heldEvents.ts';
import { errorFields, log } from '../log/log.ts';

/** ioredis loads only for a server given REDIS_URL: the others no longer wait for it at start (0.1–0.6 s). */
const loadRedis = (): typeof RedisClient => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;

/** A process that was cut off from Redis says so here once it is back, so every process's subscribers catch up. */
const CATCH_UP_TOPIC = 'busRestored';
/** A catch-up from a process that does not say since when looks back this far. */
const DEFAULT_LOOK_BACK_MS = 60_000;
/** How far the clocks of two processes may differ. */
const CLOCK_SLACK_MS = 5_000;
/** Each probe sends itself a message on a topic of this process's own, timing the way an event goes. */
const ROUND_TRIP_TOPIC = `busRoundTrip:${randomUUID()}`;

type Listener = (event: CustomEvent) => void;
type ListenerOrObject = Listener | { handleEvent: Listener };

/**
 * An event target over Redis pub/sub, like @graphql-yoga/redis-event-target, with differences an operator
 * needs: a failed Redis command is logged instead of becoming an unhandled rejection that takes the process
 * down; close() lets subscriptions that end during shutdown unsubscribe quietly; and a Redis outage loses
 * no event without a trace. While Redis is out of reach events reach this process's own subscribers at
 * once and are not queued for a late, out-of-order flush; once it is back every subscriber on every
 * process is told to catch up (onCatchUp), since what others sent meanwhile never arrived. Only events of
 * the `lateIsFine` topics (whose order does not matter) are held and sent once Redis is back.
 */
export function createRedisEventTarget(redisUrl: string, lateIsFine: ReadonlySet<string> = new Set()) {
  const Redis = loadRedis();
  // A publish that cannot go now fails at once rather than wait in a queue and arrive after newer ones.
  const publishClient = new Redis(redisUrl, { enableOfflineQueue: false, autoResendUnfulfilledCommands: false });
  // A SUBSCRIBE made while cut off waits for the connection, however long the outage.
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const listenersByTopic = new Map<string, Set<Listener>>();
  const catchUpListeners = new Set<(since: Date) => void>();
  let closed = false;
  /** Some event of this process reached no other process: they must catch up once Redis is back. */
  let missedOthers = false;
  /** Since when the others may have missed this process's events (epoch ms), told to them with the catch-up. */
  let othersMissedSince: number | null = null;
  /** Since when this subscriber was away. */
  let subscriberAwaySince: number | null = null;
  const othersMiss = () => {
    missedOthers = true;
    othersMissedSince ??= Date.now();
  };
  /** This subscriber was away (or never reached Redis): what others sent meanwhile never arrived. */
  let subscriberLost = false;
  const held = createHeldEvents(lateIsFine);
  /** The last probe's publish-to-delivery time through Redis (ms), for the operators' metrics. */
  let roundTripMs: number | null = null;
  const roundTripWaiters = new Set<() => void>();

  const report = (what: string) => (error: unknown) => {
    if (!closed) log.error(errorFields(error), `Redis ${what} failed`);
  };
  // Without a listener ioredis reports connection errors as unhandled; it reconnects by itself. One line when
  // an outage starts and one when it ends, rather than one per retry.
  const watch = (client: RedisClient, name: string) => {
    let down = false;
    client.on('error', (error: Error) => {
      if (!down && !closed)
        log.error(
          { problem: error.message },
          `Redis ${name} connection lost (members see only this process's live events): ${error.message}`,
        );
      down = true;
    });
    client.on('ready', () => {
      if (down) log.info(`Redis ${name} connection back`);
      down = false;
    });
  };
  watch(publishClient, 'publish');
  watch(subscribeClient, 'subscribe');

  const isConnected = () => publishClient.status === 'ready' && subscribeClient.status === 'ready';
  // A little earlier than said: the process that says it may keep another clock.
  const tellCatchUp = (since: number) => {
    for (const listener of catchUpListeners) listener(new Date(since - CLOCK_SLACK_MS));
  };
  const deliverLocally = (topic: string, message: string) => {
    const listeners = listenersByTopic.get(topic);
    if (!listeners) return;
    const event = new CustomEvent(topic, { detail: message === '' ? null : JSON.parse(message) });
    for (const listener of listeners) listener(event);
  };

  subscribeClient.on('message', (topic: string, message: string) => {
    if (topic === ROUND_TRIP_TOPIC) return roundTripWaiters.forEach((heard) => heard());
    if (topic !== CATCH_UP_TOPIC) return deliverLocally(topic, message);
    tellCatchUp(Number(message) || Date.now() - DEFAULT_LOOK_BACK_MS);
    // The process that is back may have missed the held events' first send.
    sendHeld();
  });
  const subscriberGone = () => {
    subscriberLost = true;
    subscriberAwaySince ??= Date.now();
  };
  subscribeClient.on('close', subscriberGone);
  subscribeClient.on('error', subscriberGone);
  // Events sent while this subscriber was away are gone: once it hears every topic again, catch up, and
  // tell the others, which send again what they held.
  subscribeClient.on('ready', () => {
    subscribeClient
      .subscribe(CATCH_UP_TOPIC, ROUND_TRIP_TOPIC, ...listenersByTopic.keys())
      .then(() => {
        if (!subscriberLost) return;
        subscriberLost = false;
        const since = subscriberAwaySince ?? Date.now() - DEFAULT_LOOK_BACK_MS;
        subscriberAwaySince = null;
        tellCatchUp(since);
        missedOthers = true;
        othersMissedSince = Math.min(othersMissedSince ?? since, since);
        announceBack();
      }, report('SUBSCRIBE'))
      .catch(report('catch-up'));
  });
  publishClient.on('close', othersMiss);
  publishClient.on('ready', () => {
    sendHeld();
    announceBack();
  });

  function publish(topic: string, message: string) {
    publishClient.publish(topic, message).catch((error: unknown) => {
      othersMiss();
      held.hold(topic, message);
      report(`PUBLISH ${topic}`)(error);
    });
  }
  function sendHeld() {
    if (publishClient.status !== 'ready') return;
    for (const { topic, message } of held.due()) publish(topic, message);
  }
  /** Every process's subscribers catch up on what this one sent, or heard, only locally. */
  function announceBack() {
    if (!missedOthers || publishClient.status !== 'ready') return;
    missedOthers = false;
    const since = othersMissedSince ?? Date.now() - DEFAULT_LOOK_BACK_MS;
    othersMissedSince = null;
    publish(CATCH_UP_TOPIC, String(since));
  }

  const listenerOf = (value: ListenerOrObject) => ('handleEvent' in value ? value.handleEvent : value);

  /** Publishes to this process's own topic and waits until it is heard back: the time an event takes through Redis. */
  async function timeRoundTrip() {
    const started = performance.now();
    const heard = new Promise<void>((resolve) => {
      const done = () => (roundTripWaiters.delete(done), resolve());
      roundTripWaiters.add(done);
    });
    await publishClient.publish(ROUND_TRIP_TOPIC, '');
    await heard;
    roundTripMs = performance.now() - started;
  }

  return {
    isConnected,
    /** The last probe's time from publish to delivery through Redis (ms), or null before the first. */
    roundTripMs: () => roundTripMs,
    /** Calls `listener` whenever events may have been missed, with since when; returns how to stop. */
    onCatchUp(listener: (since: Date) => void) {
      catchUpListeners.add(listener);
      return () => void catchUpListeners.delete(listener);
    },
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
      const message = event.detail === undefined ? '' : JSON.stringify(event.detail);
      // This process's own members stay live even when Redis cannot carry the event to them.
      if (!isConnected()) deliverLocally(event.type, message);
      if (publishClient.status === 'ready') publish(event.type, message);
      else {
        othersMiss();
        held.hold(event.type, message);
      }
      return true;
    },
    /**
     * Resolves when both connections to Redis answer PING. A connection that lost Redis and waits to try again
     * fails at once; one still connecting (as at start) is waited for, and /healthz judges a wait that lasts.
     */
    async probe() {
      const answers = async (client: RedisClient) => {
        if (['reconnecting', 'close', 'end'].includes(client.status)) throw new Error(`Redis connection is ${client.status}`);
        if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
        await client.ping();
      };
      await Promise.all([answers(publishClient), answers(subscribeClient)]);
      await timeRoundTrip();
    },
    async close() {
      closed = true;
      // QUIT waits for the replies still owed; a client cut off now is simply cut, as its queue waits for Redis.
      const end = (client: RedisClient) =>
        client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect();
      await Promise.all([publishClient, subscribeClient].map(end));
    },
  };
}
