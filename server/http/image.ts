import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { BLUR_WIDTH, renderVariant, variantWidth } from '../images/store.ts';

const IMAGE_PATH = /^\/image\/([0-9a-f-]{36})\.jpeg$/i;

export const matchImagePath = (pathname: string) => IMAGE_PATH.exec(pathname)?.[1] ?? null;

/**
 * GET /image/{uuid}.jpeg?width=N[&blur=35]: a JPEG variant from a fixed set of widths, cached for a year
 * (an image's bytes never change under its uuid).
 */
export function imageHandler(db: DB, imageDir: string) {
  return async (_req: IncomingMessage, res: ServerResponse, uuid: string, query: URLSearchParams) => {
    const requested = Number(query.get('width') ?? 374);
    const blur = query.get('blur') !== null;
    if (!Number.isFinite(requested) || requested <= 0) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('width must be a positive number');
    }
    const row = await db.selectFrom('images').select('blob_key').where('uuid', '=', uuid).executeTakeFirst();
    if (!row) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Image not found');
    }
    const width = blur ? Math.min(variantWidth(requested), BLUR_WIDTH) : variantWidth(requested);
    const data = await renderVariant(imageDir, row.blob_key, width, blur);
    res.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': data.length,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(data);
  };
}
