import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logDatabaseRefusal,
} from '../db/faults.ts';
import { errorFields, log } from '../log/log.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_JSON_BYTES = 16 * 1024;

/** Reads a request body as text, refusing with 413 once it passes `maxBytes`. */
export async function readSmallBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpError(413, 'BODY_TOO_LARGE', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a small JSON object body; anything else is a 400 that changes nothing. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readSmallBody(req, MAX_JSON_BYTES);
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // Falls through to the error below.
  }
  throw new HttpError(400, 'BAD_REQUEST', 'The request body must be a JSON object.');
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function sendError(res: ServerResponse, error: unknown) {
  if (error instanceof HttpError) return sendJson(res, error.status, { error: error.code, message: error.message });
  // The database away (down, cut, stalled, full): a coded 503 in the member's words, never the driver's text.
  if (isDatabaseUnavailable(error)) {
    logDatabaseRefusal(error);
    res.setHeader('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendJson(res, 503, { error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  log.error(errorFields(error), 'Request failed');
  sendJson(res, 500, { error: 'INTERNAL', message: 'An unknown error occurred. Please try again.' });
}

/** The caller's address; X-Forwarded-For is trusted only when TRUST_PROXY (config.trustProxy) says a proxy sets it. */
export function clientIp(req: IncomingMessage, trustProxy: boolean) {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}
