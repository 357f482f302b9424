import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedEncodings, ENCODED_SUFFIX, type Encoding } from './contentEncoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const fileSize = async (path: string) => {
  const found = await stat(path).catch(() => null);
  return found?.isFile() ? found.size : null;
};

/** The build's brotli or gzip copy of `file` (scripts/precompressAssets.ts) the client accepts, if there is one. */
async function encodedCopy(req: IncomingMessage, file: string): Promise<{ encoding: Encoding; path: string; size: number } | null> {
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const path = file + ENCODED_SUFFIX[encoding];
    const size = await fileSize(path);
    if (size !== null) return { encoding, path, size };
  }
  return null;
}

/**
 * Serves the built client; any path that is not a file gets index.html so the router can take it, except a
 * missing build file: a tab opened before a deploy asks for a chunk the new build no longer has, and index.html
 * in its place would run as a script and crash, where a 404 lets the app load the new build.
 */
export function staticHandler(clientDir: string) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const file = normalize(join(clientDir, decodeURIComponent(pathname)));
    const inside = file.startsWith(clientDir + sep);
    const found = inside && (await fileSize(file)) !== null;
    if (!found && pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end('Not found: this part of Snoot has been updated. Reload the page.');
      return;
    }
    const target = found ? file : join(clientDir, 'index.html');
    const plainSize = await fileSize(target);
    if (plainSize === null) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web client is not built yet: run `npm run build`.');
      return;
    }
    const encoded = await encodedCopy(req, target);
    // Hashed assets never change; index.html must always be fresh so a deploy takes effect.
    const immutable = found && pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-length': encoded?.size ?? plainSize,
      ...(encoded && { 'content-encoding': encoded.encoding }),
      // Caches keep the brotli, gzip and plain answers apart.
      vary: 'Accept-Encoding',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(encoded?.path ?? target).pipe(res);
  };
}
