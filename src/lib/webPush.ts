import { SERVICE_WORKER_URL } from './serviceWorker';

/**
 * The browser side of device notifications: this device's PushSubscription with the service worker
 * (public/sw.js, registered by serviceWorker.ts) that shows pushes. Nothing here asks for permission except
 * `subscribeToPush`, which only a member's press calls.
 */

/** What a subscription needs stored on the server (PushSubscriptionAddInput). */
export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Whether this browser can take pushes for Snoot, and whether the member has blocked them here. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }))
  );
}

/** This device's current subscription, when permission is granted and one exists. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return null;
  const found = await navigator.serviceWorker.getRegistration('/');
  return (await found?.pushManager.getSubscription()) ?? null;
}

/** The parts of a subscription the server keeps. */
export function subscriptionKeys(subscription: PushSubscription): PushSubscriptionKeys {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a subscription without its keys.');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** A base64url VAPID key as the bytes pushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const heldBytes = new Uint8Array(held);
  return heldBytes.length === key.length && heldBytes.every((byte, index) => byte === key[index]);
}

export class PushPermissionRefused extends Error {
  constructor() {
    super('Notifications are blocked for Snoot in this browser. Allow them in the site settings to turn them on.');
  }
}

/**
 * Asks the browser's permission (only now, at the member's press) and subscribes this device with the server's
 * key. A subscription made for another key (the server's keys changed) is replaced.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionKeys> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionRefused();
  const worker = await registration();
  const key = applicationServerKey(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return subscriptionKeys(existing);
  await existing?.unsubscribe();
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscriptionKeys(subscription);
}

/**
 * Ends this device's subscription (the push service then refuses the server's sends, and the server forgets
 * it). Returns the endpoint it had, so the server can be told at once.
 */
export async function unsubscribeFromPush(): Promise<string | null> {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
