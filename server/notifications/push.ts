import { EventEmitter } from 'node:events';
import webPush from 'web-push';
import type { DB } from '../db/connect.ts';
import type { Config } from '../config.ts';
import { isPresent } from '../presence/presence.ts';
import { profileById } from '../profiles/profileRows.ts';
import { preferencesOf, wantsPush } from './preferences.ts';
import { deletePushSubscription, pushSubscriptionsOf, subscriptionProblem } from './pushSubscriptions.ts';
import { vapidKeys, type VapidKeys } from './vapidKeys.ts';
import type { NotificationKind } from './notifications.ts';
import { claimPush, topicHeader, type PushTopic } from './pushPeriods.ts';
import { errorFields, log } from '../log/log.ts';
import { metrics } from '../metrics/metrics.ts';

/** What a device shows: the kind, words naming only the other member, and where a click leads. */
export interface PushMessage {
  type: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** Notifications with one tag replace each other on the device (one per room for messages). */
  tag: string;
}

/** What happened to one push, for the log and for tests that wait on it. */
export interface PushOutcome {
  endpoint: string;
  status: 'SENT' | 'GONE' | 'FAILED';
  statusCode?: number;
}

/** How long a push service may keep an undelivered push: a day-old like is still news, a week-old one is not. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export type PushSender = ReturnType<typeof createPushSender>;

/**
 * Sends Web Push to a member's devices, off the mutation's path: send() returns at once and every failure is
 * caught and logged here, never thrown into the like or message that caused it. settled() waits for the
 * pushes under way (tests; a clean shutdown).
 */
export function createPushSender(db: DB, config: Pick<Config, 'pushEnabled' | 'pushSubject' | 'pushAllowLoopback' | 'pushServices'>) {
  const outcomes = new EventEmitter<{ outcome: [PushOutcome] }>();
  const underWay = new Set<Promise<void>>();
  let keys: Promise<VapidKeys> | null = null;
  const loadKeys = () => (keys ??= vapidKeys(db).catch((error: unknown) => ((keys = null), Promise.reject(error))));

  async function deliver(recipientId: string, message: PushMessage, topic: PushTopic) {
    // Most members have no device subscribed: one statement finds that out, before their preferences and row are read.
    const subscriptions = await pushSubscriptionsOf(db, recipientId);
    if (subscriptions.length === 0) return;
    const [recipient, preferences] = await Promise.all([profileById(db, recipientId), preferencesOf(db, recipientId)]);
    if (!wantsPush(preferences, message.type)) return;
    if (preferences.notWhileActive && isPresent(recipient)) return;
    // Claimed only when a push would go out: a like seen in an open tab does not use up the next one's buzz.
    if (!(await claimPush(db, recipientId, topic))) return;
    const { publicKey, privateKey } = await loadKeys();
    const vapidDetails = { subject: config.pushSubject, publicKey, privateKey };
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
        // Checked again at each send: a device stored under looser rules (an older server, another PUSH_SERVICES)
        // is kept, but the server sends nothing to an address it would not take today.
        if (subscriptionProblem(subscription, config)) {
          log.warn('Push skipped: a stored device’s address is not a push service this server sends to.');
          metrics.pushes.inc({ outcome: 'skipped' });
          outcomes.emit('outcome', { endpoint: subscription.endpoint, status: 'FAILED' });
          return;
        }
        outcomes.emit('outcome', await pushOne(db, target, JSON.stringify(message), { vapidDetails, topic: topicHeader(topic) }));
      }),
    );
  }

  return {
    outcomes,
    /** The public key browsers subscribe with, or null when this server sends no push. */
    publicKey: async () => (config.pushEnabled ? (await loadKeys()).publicKey : null),
    /** Buzzes the member's devices, at most once per topic and period (see pushPeriods.ts). */
    send(recipientId: string, message: PushMessage, topic: PushTopic) {
      if (!config.pushEnabled) return;
      const work = deliver(recipientId, message, topic)
        .catch((error: unknown) => {
          metrics.pushes.inc({ outcome: 'failed' });
          log.error(errorFields(error), 'Push to a member failed');
        })
        .finally(() => underWay.delete(work));
      underWay.add(work);
    },
    /** Work that may push when it is done (a chat notification being stored): settled() waits for it too. */
    hold(work: Promise<unknown>) {
      const held = work.then(() => undefined).finally(() => underWay.delete(held));
      underWay.add(held);
    },
    async settled() {
      while (underWay.size) await Promise.all(underWay);
    },
  };
}

/**
 * One encrypted, VAPID-signed push. web-push builds the request (encryption, headers); it is sent with fetch,
 * which also reaches a push service on http://localhost in tests (web-push's own sender speaks https only).
 */
async function pushOne(
  db: DB,
  target: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: { vapidDetails: { subject: string; publicKey: string; privateKey: string }; topic: string },
): Promise<PushOutcome> {
  const { endpoint } = target;
  try {
    const request = webPush.generateRequestDetails(target, payload, {
      ...options,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetch(endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    const statusCode = response.status;
    if (response.ok) {
      metrics.pushes.inc({ outcome: 'sent' });
      return { endpoint, status: 'SENT', statusCode };
    }
    // 404 and 410: the device unsubscribed or the push service forgot it; it will never take a push again.
    if (statusCode === 404 || statusCode === 410) {
      await deletePushSubscription(db, endpoint);
      metrics.pushes.inc({ outcome: 'gone' });
      return { endpoint, status: 'GONE', statusCode };
    }
    metrics.pushes.inc({ outcome: 'refused' });
    log.warn(
      { pushService: new URL(endpoint).origin, status: statusCode },
      `Push to ${new URL(endpoint).origin} was refused (${statusCode}).`,
    );
    return { endpoint, status: 'FAILED', statusCode };
  } catch (error) {
    metrics.pushes.inc({ outcome: 'failed' });
    log.warn(
      { pushService: new URL(endpoint).origin, problem: error instanceof Error ? error.message : String(error) },
      `Push to ${new URL(endpoint).origin} failed`,
    );
    return { endpoint, status: 'FAILED' };
  }
}
