import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { DB } from '../db/connect.ts';
import { BLUR_WIDTH, variantOf, variantWidth } from '../images/store.ts';
import {
  logStorageFault,
  SHOW_UNAVAILABLE_MESSAGE,
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE,
  StorageUnavailable,
  type PictureStore,
} from '../images/pictureStore.ts';
import { CONTENT_TYPES, imageFormatFor } from '../images/formats.ts';
import { imageUrlSecret, servedImage, signedSecondsLeft } from '../images/signedUrls.ts';
import { isUuid } from '../uuid.ts';
import { mayLoadChatPicture } from '../chat/pictures.ts';
import { sendJson } from './json.ts';

const IMAGE_PATH = /^\/image\/([0-9a-f-]{36})\.jpeg$/i;

export const matchImagePath = (pathname: string) => IMAGE_PATH.exec(pathname)?.[1] ?? null;

/** How long a browser may keep a variant: public images forever (bytes never change under a uuid), others only while their URL is valid. */
async function cacheControl(db: DB, uuid: string, isPublic: boolean, query: URLSearchParams) {
  if (isPublic) return 'public, max-age=31536000, immutable';
  const secondsLeft = signedSecondsLeft(await imageUrlSecret(db), uuid, query);
  if (secondsLeft === null) return null;
  // A chat picture also needs the member its URL was signed for to be in its room still (and the message to stand).
  if ((await mayLoadChatPicture(db, uuid, query.get('for'))) === false) return null;
  return `private, max-age=${secondsLeft}`;
}

/**
 * GET /image/{uuid}.jpeg?width=N[&blur=35]: a variant from a fixed set of widths, WebP, AVIF or JPEG as Accept allows. A friends-only or
 * private image needs the signed, expiring URL the GraphQL API gave to a viewer allowed to see it; without
 * one the answer is the same 404 as for an image that does not exist. Only then are its bytes streamed from the picture
 * store (the folder or the bucket): the store is never reached past these checks. A store that cannot answer gets
 * 503 STORAGE_UNAVAILABLE in the member's words.
 */
export function imageHandler(db: DB, pictures: PictureStore) {
  return async (req: IncomingMessage, res: ServerResponse, uuid: string, query: URLSearchParams) => {
    const requested = Number(query.get('width') ?? 374);
    const blur = query.get('blur') !== null;
    if (!Number.isFinite(requested) || requested <= 0) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('width must be a positive number');
    }
    // Only a well-formed uuid reaches the database: 36 dashes is an image that does not exist, not a server error.
    const image = isUuid(uuid) ? await servedImage(db, uuid) : null;
    const cache = image && (await cacheControl(db, uuid, image.isPublic, query));
    if (!image || !cache) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Image not found');
    }
    const width = blur ? Math.min(variantWidth(requested), BLUR_WIDTH) : variantWidth(requested);
    // WebP or AVIF when the browser says it takes them (the path keeps .jpeg: it names the image, not its encoding).
    const format = imageFormatFor(req.headers.accept);
    let variant;
    try {
      variant = await variantOf(pictures, image.blobKey, width, blur, format);
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      logStorageFault(error);
      res.setHeader('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      return sendJson(res, 503, { error: STORAGE_UNAVAILABLE, message: SHOW_UNAVAILABLE_MESSAGE });
    }
    if (!variant) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Image not found');
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[format], 'content-length': variant.size, 'cache-control': cache, vary: 'Accept' });
    // A store that breaks off mid-picture ends the response short: the browser sees the length was not met.
    await pipeline(variant.body, res).catch(() => res.destroy());
  };
}
