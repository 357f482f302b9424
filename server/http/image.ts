import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { BLUR_WIDTH, renderVariant, variantWidth } from '../images/store.ts';
import { CONTENT_TYPES, imageFormatFor } from '../images/formats.ts';
import { imageUrlSecret, servedImage, signedSecondsLeft } from '../images/signedUrls.ts';
import { isUuid } from '../uuid.ts';

const IMAGE_PATH = /^\/image\/([0-9a-f-]{36})\.jpeg$/i;

export const matchImagePath = (pathname: string) => IMAGE_PATH.exec(pathname)?.[1] ?? null;

/** How long a browser may keep a variant: public images forever (bytes never change under a uuid), others only while their URL is valid. */
async function cacheControl(db: DB, uuid: string, isPublic: boolean, query: URLSearchParams) {
  if (isPublic) return 'public, max-age=31536000, immutable';
  const secondsLeft = signedSecondsLeft(await imageUrlSecret(db), uuid, query);
  return secondsLeft === null ? null : `private, max-age=${secondsLeft}`;
}

/**
 * GET /image/{uuid}.jpeg?width=N[&blur=35]: a variant from a fixed set of widths, WebP, AVIF or JPEG as Accept allows. A friends-only or
 * private image needs the signed, expiring URL the GraphQL API gave to a viewer allowed to see it; without
 * one the answer is the same 404 as for an image that does not exist.
 */
export function imageHandler(db: DB, imageDir: string) {
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
    const data = await renderVariant(imageDir, image.blobKey, width, blur, format);
    res.writeHead(200, { 'content-type': CONTENT_TYPES[format], 'content-length': data.length, 'cache-control': cache, vary: 'Accept' });
    res.end(data);
  };
}
