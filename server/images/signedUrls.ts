import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import { storedOnce } from '../oidc/keys.ts';
import { variantWidth } from './store.ts';

/** A signed image URL lasts at least this long... */
const SIGNED_URL_SECONDS = 60 * 60;
/** ...and its expiry is rounded up to this step, so the same URL (and the browser's cached copy) serves a while. */
const EXPIRY_STEP_SECONDS = 15 * 60;

const secrets = new WeakMap<DB, Promise<Buffer>>();

/**
 * The key image URLs are signed with: generated at first start and kept in the database beside the identity
 * provider's keys, so every server process issues and accepts the same signatures.
 */
export function imageUrlSecret(db: DB): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = storedOnce(db, 'image-url-signing', () => randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value as string, 'base64url'),
    );
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** The expiry (Unix seconds) of a URL signed at `nowMs`. */
export function signedUrlExpiry(nowMs = Date.now()) {
  return Math.ceil((nowMs / 1000 + SIGNED_URL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

/** With `viewer`, the signature holds only for that member (a chat picture's URL names whom it was given to). */
function signature(secret: Buffer, uuid: string, expires: number, viewer?: string | null) {
  const viewerPart = viewer ? `.${viewer.toLowerCase()}` : '';
  return createHmac('sha256', secret).update(`${uuid.toLowerCase()}.${expires}${viewerPart}`).digest('base64url');
}

export interface ImageVariant {
  width: number;
  blur: boolean;
}

/** The path of a variant; with `signed`, one that serves a non-public image until the expiry it carries. */
export function imagePath(uuid: string, variant: ImageVariant, signed?: { secret: Buffer; expires: number; viewer?: string }) {
  const path = `/image/${uuid}.jpeg?width=${variantWidth(variant.width)}${variant.blur ? '&blur=35' : ''}`;
  if (!signed) return path;
  const viewer = signed.viewer ? `&for=${signed.viewer}` : '';
  return `${path}&expires=${signed.expires}${viewer}&sig=${signature(signed.secret, uuid, signed.expires, signed.viewer)}`;
}

/**
 * Seconds a signed request stays valid, or null when it is unsigned, expired or its signature does not match
 * (any width or blur of the image may be asked for: the signature covers the image and the expiry).
 */
export function signedSecondsLeft(secret: Buffer, uuid: string, query: URLSearchParams, nowMs = Date.now()): number | null {
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('sig') ?? '', 'base64url');
  if (!Number.isSafeInteger(expires) || given.length === 0) return null;
  const expected = Buffer.from(signature(secret, uuid, expires, query.get('for')), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const left = expires - Math.floor(nowMs / 1000);
  return left > 0 ? left : null;
}

/**
 * Whether a profile image may be served to anyone who has its plain URL: public, safe-rated and not After Dark.
 * A friends-only or private image, and an After Dark or explicit one (which a 16-year-old must not load even
 * with the URL in hand), goes out only at signed URLs to viewers the GraphQL API let see it.
 */
export function isOpenToAll(link: { access_permission: string; is_ad: boolean; content_rating: string }) {
  return link.access_permission === 'PUBLIC' && !link.is_ad && link.content_rating === 'SAFE';
}

/**
 * An image's file and whether its plain URL serves it: when a profile image shows it openly, or it is a
 * reference picture nobody uploaded (groups, events). The same bytes shown openly by one link are open; a
 * member's upload that no open link shows (or none at all) is not.
 */
export async function servedImage(db: DB, uuid: string): Promise<{ blobKey: string; isPublic: boolean } | null> {
  const rows = await db
    .selectFrom('images')
    .leftJoin('profile_images', 'profile_images.image_uuid', 'images.uuid')
    .select(['images.blob_key', 'images.owner_id', 'images.content_rating', 'profile_images.access_permission', 'profile_images.is_ad'])
    .where('images.uuid', '=', uuid)
    .execute();
  if (rows.length === 0) return null;
  const isPublic = rows.some((row) =>
    row.access_permission === null || row.is_ad === null
      ? row.owner_id === null
      : isOpenToAll({ access_permission: row.access_permission, is_ad: row.is_ad, content_rating: row.content_rating }),
  );
  return { blobKey: rows[0].blob_key, isPublic };
}

export const imageIsPublic = async (db: DB, uuid: string) => (await servedImage(db, uuid))?.isPublic ?? false;

/** A chat picture's URL path: signed for one member, served while they are in its room (chat/pictures.ts). */
export async function viewerImageUrl(db: DB, uuid: string, variant: ImageVariant, viewer: string) {
  return imagePath(uuid, variant, { secret: await imageUrlSecret(db), expires: signedUrlExpiry(), viewer });
}

/** The URL path of an image variant for the GraphQL response: plain when public, signed otherwise. */
export async function imageUrlFor(db: DB, uuid: string, variant: ImageVariant, isPublic: boolean) {
  return isPublic ? imagePath(uuid, variant) : imagePath(uuid, variant, { secret: await imageUrlSecret(db), expires: signedUrlExpiry() });
}
