import type { Config } from '../config.ts';
import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';

/** A member rarely has more devices than this; more is a sign of abuse, not of a household of browsers. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
const MAX_ENDPOINT_LENGTH = 1000;
/** A P-256 public key is 65 bytes (87 base64url characters), an auth secret 16 (22); a little slack for padding. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{80,100}={0,2}$/;
const AUTH_PATTERN = /^[A-Za-z0-9_-]{20,30}={0,2}$/;

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Where a push may go: the push services' hosts, and loopback only where a local test service runs. */
export type PushTargets = Pick<Config, 'pushAllowLoopback' | 'pushServices'>;

/** Whether `hostname` is one of the services or a subdomain of one ("fcm.googleapis.com.evil.example" is not). */
const isPushService = (hostname: string, services: readonly string[]) =>
  services.some((service) => hostname === service || hostname.endsWith(`.${service}`));

/** Why a subscription is refused, in a member's words, or null when its shape is right. */
export function subscriptionProblem(input: PushSubscriptionInput, targets: PushTargets): string | null {
  if (input.endpoint.length > MAX_ENDPOINT_LENGTH) return 'This device cannot receive notifications (its address is too long).';
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    return 'This device cannot receive notifications (its address is not valid).';
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (loopback)
    return targets.pushAllowLoopback && (url.protocol === 'http:' || url.protocol === 'https:') ? keyProblem(input) : NOT_A_PUSH_SERVICE;
  // A push goes to whatever address is stored: only a known push service over https, never another name or a
  // bare address (a machine inside the server's own network, or a name that resolves to one), so the server is
  // no one's proxy.
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !isPushService(url.hostname, targets.pushServices))
    return NOT_A_PUSH_SERVICE;
  return keyProblem(input);
}

const NOT_A_PUSH_SERVICE = 'This device cannot receive notifications (its address is not a push service’s).';

function keyProblem(input: PushSubscriptionInput) {
  if (!KEY_PATTERN.test(input.p256dh) || !AUTH_PATTERN.test(input.auth))
    return 'This device cannot receive notifications (its keys are not valid).';
  return null;
}

/** Stores the device for the member; a device another account had (a shared browser) now belongs to this one. */
export async function addPushSubscription(db: DB, profileId: string, input: PushSubscriptionInput, targets: PushTargets) {
  const problem = subscriptionProblem(input, targets);
  if (problem) throw badInput(problem);
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('push_subscriptions').select('endpoint').where('profile_id', '=', profileId).execute();
    const isNew = !existing.some((row) => row.endpoint === input.endpoint);
    if (isNew && existing.length >= MAX_PUSH_SUBSCRIPTIONS)
      throw badInput(`Notifications are on for ${MAX_PUSH_SUBSCRIPTIONS} devices already. Turn them off on one you no longer use first.`);
    const row = { profile_id: profileId, p256dh: input.p256dh, auth: input.auth, created_at: new Date() };
    await trx
      .insertInto('push_subscriptions')
      .values({ endpoint: input.endpoint, ...row })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(row))
      .execute();
  });
}

/** Forgets the member's device; another member's device with that address stays. */
export async function removePushSubscription(db: DB, profileId: string, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('profile_id', '=', profileId).where('endpoint', '=', endpoint).execute();
}

export async function hasPushSubscription(db: DB, profileId: string, endpoint: string) {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('profile_id', '=', profileId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Boolean(row);
}

export function pushSubscriptionsOf(db: DB, profileId: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('profile_id', '=', profileId).execute();
}

/** The push service says the device is gone (404/410): it will never take another push. */
export async function deletePushSubscription(db: DB, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}
