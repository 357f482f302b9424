import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { takeRateLimit } from '../auth/rateLimit.ts';
import { log } from '../log/log.ts';
import { HttpError, clientIp, readJsonBody, sendError } from './json.ts';

export const CLIENT_ERRORS_PATH = '/client-errors';

export interface ClientErrorLimits {
  /** Reports one address may send per window. */
  perIp: number;
  windowMs: number;
}

export const defaultClientErrorLimits: ClientErrorLimits = { perIp: 30, windowMs: 10 * 60 * 1000 };

/** Field → longest accepted text; the body as a whole is capped by readJsonBody (16 KB). */
const FIELDS = { message: 1000, stack: 8000, url: 2000, version: 50, userAgent: 500 } as const;

export interface ClientErrorReport {
  message: string;
  stack?: string;
  url?: string;
  version?: string;
  userAgent?: string;
}

/** Only known string fields of bounded length pass; a report without a message is refused. */
export function parseClientError(body: Record<string, unknown>): ClientErrorReport {
  const report: Record<string, string> = {};
  for (const [field, max] of Object.entries(FIELDS)) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new HttpError(400, 'BAD_REQUEST', `${field} must be a string.`);
    if (value.length > max) throw new HttpError(413, 'FIELD_TOO_LONG', `${field} is longer than ${max} characters.`);
    report[field] = value;
  }
  const message = report.message;
  if (!message?.trim()) throw new HttpError(400, 'BAD_REQUEST', 'message is required.');
  return { ...report, message };
}

/**
 * POST /client-errors: the web client's sampled crash reports. They are written to the server log as one
 * JSON line each, so whatever collects the log collects them; nothing is stored. The page's address loses its
 * query and fragment: a sign-in callback's carries its one-time code.
 */
export function clientErrorsHandler(db: DB, trustProxy: boolean, limits = defaultClientErrorLimits) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const ip = clientIp(req, trustProxy);
      if (!(await takeRateLimit(db, `client-error-ip:${ip}`, limits.perIp, limits.windowMs))) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many error reports. Please try again later.');
      }
      const report = parseClientError(await readJsonBody(req));
      log.warn({ event: 'client-error', ip, ...report, url: report.url?.split(/[?#]/)[0] }, 'Client error report');
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
    } catch (error) {
      sendError(res, error);
    }
  };
}
