import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** Serves the built client; any path that is not a file gets index.html so the router can take it. */
export function staticHandler(clientDir: string) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const file = normalize(join(clientDir, decodeURIComponent(pathname)));
    const inside = file.startsWith(clientDir + sep);
    const found = inside && (await stat(file).catch(() => null))?.isFile();
    const target = found ? file : join(clientDir, 'index.html');
    const exists = await stat(target).catch(() => null);
    if (!exists) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web client is not built yet: run `npm run build`.');
      return;
    }
    // Hashed assets never change; index.html must always be fresh so a deploy takes effect.
    const immutable = found && pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-length': exists.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(target).pipe(res);
  };
}
